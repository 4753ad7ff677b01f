import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { FieldRow } from '../../../lib/ui/FieldRow';
import {
  amountInputText,
  formatMoney,
  parseAmountInput,
  quickAmounts,
  type AmountIssue,
} from '../../../lib/money/amounts';
import { requestDeposit, type DepositBody, type FundingValue } from '../api/wallet';
import { useIdempotentSubmit } from '../../../lib/idempotent';
import {
  requestBalanceRefresh,
  useDepositMethods,
  useMerchantWallet,
  useMoneyStyle,
} from '../hooks/useWallet';
import { choiceKey, choiceOf, type DepositChoice } from '../deposit-rules';
import { DepositPaymentPanel } from './DepositPaymentPanel';
import { AmountField } from '../../../lib/ui/AmountField';
import { BalanceHistory } from './BalanceHistory';
import { FundingRecords } from './FundingRecords';
import { RecordTabs, Segmented, WalletCard, type RecordTab } from '../../../lib/ui/list-parts';
import { RemarksField, SubmitButton } from '../../../lib/ui/form-parts';
import { useTranslation } from '../../../lib/i18n';

/**
 * depositv2: the member picks one of the merchant's deposit methods (or the upline agent), enters
 * an amount within its bounds and is shown where to pay: account, QR image, amount, reference and
 * the time left, with a receipt upload. A merchant without deposit methods takes a plain bank
 * request as before.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const merchantWallet = useMerchantWallet();
  const depositMethods = useDepositMethods();
  const style = useMoneyStyle();
  const [choiceKeyValue, setChoiceKey] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [remarks, setRemarks] = useState('');
  const [issue, setIssue] = useState<AmountIssue | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const [tab, setTab] = useState<RecordTab>('records');
  const submit = useIdempotentSubmit<DepositBody, FundingValue>(requestDeposit);

  const methods = depositMethods.data?.methods ?? [];
  const currency = merchantWallet.data?.currency ?? style.currency;
  const money = (value: string) => formatMoney(value, { ...style, currency });
  const options = [
    ...(methods.length > 0
      ? methods.map((m) => ({
          value: choiceKey({ kind: 'method', id: m.id }),
          label: m.name,
          hint: t(`wal_mkind_${m.kind}`),
        }))
      : [{ value: 'BANK', label: t('wal_method_BANK'), hint: t('wal_deposit_bank_hint') }]),
    { value: 'C2C', label: t('wal_method_C2C'), hint: t('wal_deposit_c2c_hint') },
  ];
  const firstKey = depositMethods.isPending ? null : options[0]!.value;
  const selectedKey =
    choiceKeyValue && options.some((o) => o.value === choiceKeyValue) ? choiceKeyValue : firstKey;
  const choice: DepositChoice | null = selectedKey ? choiceOf(selectedKey) : null;
  const method = choice?.kind === 'method' ? methods.find((m) => m.id === choice.id) : undefined;
  const general = merchantWallet.data?.deposit;
  const limits = method ? { min: method.minimumAmount, max: method.maximumAmount } : general;
  const range = limits ? t('wal_limits', { min: money(limits.min), max: money(limits.max) }) : null;
  const amountError = issue
    ? issue === 'wal_amount_range' && limits
      ? t('wal_amount_range', { min: money(limits.min), max: money(limits.max) })
      : t(issue)
    : null;

  useEffect(() => setIssue(null), [selectedKey]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const checked = parseAmountInput(amount, currency, limits ?? {});
    setIssue(checked.ok ? null : checked.issue);
    if (!checked.ok || busy) return;
    setBusy(true);
    setSent(null);
    try {
      const created = await submit({
        amount: checked.amount,
        method: choice.kind === 'C2C' ? 'C2C' : 'BANK',
        methodId: choice.kind === 'method' ? choice.id : null,
        payerName: choice.kind === 'C2C' ? null : payerName.trim() || null,
        remarks: remarks.trim() || null,
      });
      setAmount('');
      setRemarks('');
      setTab('records');
      requestBalanceRefresh();
      if (created?.payment) setActive(created.id);
      else
        setSent(
          t(choice.kind === 'C2C' ? 'wal_deposit_sent_c2c' : 'wal_deposit_sent', {
            amount: money(checked.amount),
          }),
        );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'amount.out.of.range') setIssue('wal_amount_range');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wallet-page" data-testid="deposit-page">
      {active !== null ? (
        <WalletCard title={t('wal_pay_title')} testId="deposit-panel-card">
          <DepositPaymentPanel id={active} onNew={() => setActive(null)} />
        </WalletCard>
      ) : (
        <WalletCard title={t('wal_deposit_title')} testId="deposit-form-card">
          {depositMethods.isPending ? (
            <p className="wallet-hint">{t('loading')}</p>
          ) : (
            <form
              className="wallet-form"
              onSubmit={(e) => void onSubmit(e)}
              noValidate
              data-testid="deposit-form"
            >
              {selectedKey && (
                <Segmented<string>
                  label={t('wal_method')}
                  value={selectedKey}
                  onChange={setChoiceKey}
                  testId="deposit-method"
                  options={options}
                />
              )}
              <AmountField
                label={t('wal_amount')}
                value={amount}
                onChange={(value) => {
                  setAmount(value);
                  setIssue(null);
                  setSent(null);
                }}
                error={amountError}
                hint={range}
                quick={
                  limits
                    ? quickAmounts(currency, limits).map((value) => ({
                        value: amountInputText(value, currency),
                        label: money(value),
                      }))
                    : undefined
                }
                testId="deposit-amount"
              />
              {choice?.kind !== 'C2C' && (
                <FieldRow
                  label={t('wal_payer_name')}
                  placeholder={t('wal_payer_name_hint')}
                  value={payerName}
                  maxLength={80}
                  autoComplete="name"
                  onChange={(event) => setPayerName(event.target.value)}
                  testId="deposit-payer"
                />
              )}
              <RemarksField value={remarks} onChange={setRemarks} testId="deposit-remarks" />
              <SubmitButton
                busy={busy}
                label={t(choice?.kind === 'method' ? 'wal_deposit_continue' : 'wal_deposit_submit')}
                testId="deposit-submit"
              />
              {sent && (
                <p className="deposit-sent" role="status" data-testid="deposit-sent">
                  {sent}
                </p>
              )}
            </form>
          )}
        </WalletCard>
      )}

      <WalletCard
        title={t('wal_records')}
        aside={<RecordTabs tab={tab} onTab={setTab} recordsLabel={t('wal_my_deposits')} />}
      >
        {tab === 'records' ? <FundingRecords direction="DEPOSIT" onOpen={setActive} /> : <BalanceHistory />}
      </WalletCard>
    </div>
  );
}

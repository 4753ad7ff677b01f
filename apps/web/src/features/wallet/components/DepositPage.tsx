import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialog-store';
import { FieldRow } from '../../../lib/ui/FieldRow';
import {
  amountInputText,
  formatMoney,
  parseAmountInput,
  quickAmounts,
  type AmountIssue,
} from '../../../lib/money/amounts';
import { requestDeposit, type DepositBody, type FundingMethod } from '../api/wallet';
import { useIdempotentSubmit } from '../../../lib/idempotent';
import { requestBalanceRefresh, useMerchantWallet, useMoneyStyle } from '../hooks/useWallet';
import { AmountField } from '../../../lib/ui/AmountField';
import { BalanceHistory } from './BalanceHistory';
import { FundingRecords } from './FundingRecords';
import { RecordTabs, Segmented, WalletCard, type RecordTab } from '../../../lib/ui/list-parts';
import { RemarksField, SubmitButton } from '../../../lib/ui/form-parts';
import { useTranslation } from '../../../lib/i18n';

/** depositv2: a bank deposit for the merchant to confirm, or a deposit paid to the upline agent (C2C). */
export function DepositPage() {
  const { t } = useTranslation();
  const merchantWallet = useMerchantWallet();
  const style = useMoneyStyle();
  const [method, setMethod] = useState<FundingMethod>('BANK');
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [remarks, setRemarks] = useState('');
  const [issue, setIssue] = useState<AmountIssue | null>(null);
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<RecordTab>('records');
  const submit = useIdempotentSubmit<DepositBody, unknown>(requestDeposit);

  const limits = merchantWallet.data?.deposit;
  const currency = merchantWallet.data?.currency ?? style.currency;
  const money = (value: string) => formatMoney(value, { ...style, currency });
  const range = limits ? t('wal_limits', { min: money(limits.min), max: money(limits.max) }) : null;
  const amountError = issue
    ? issue === 'wal_amount_range' && limits
      ? t('wal_amount_range', { min: money(limits.min), max: money(limits.max) })
      : t(issue)
    : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = parseAmountInput(amount, currency, limits ?? {});
    setIssue(checked.ok ? null : checked.issue);
    if (!checked.ok || busy) return;
    setBusy(true);
    try {
      await submit({
        amount: checked.amount,
        method,
        payerName: payerName.trim() || null,
        remarks: remarks.trim() || null,
      });
      setAmount('');
      setRemarks('');
      setTab('records');
      requestBalanceRefresh();
      dialogs.open({
        kind: 'info',
        key: 'deposit-sent',
        message: t(method === 'C2C' ? 'wal_deposit_sent_c2c' : 'wal_deposit_sent', {
          amount: money(checked.amount),
        }),
        actions: [{ label: t('in_increase_submit'), primary: true }],
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'amount.out.of.range') setIssue('wal_amount_range');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wallet-page" data-testid="deposit-page">
      <WalletCard title={t('wal_deposit_title')} testId="deposit-form-card">
        <form
          className="wallet-form"
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          data-testid="deposit-form"
        >
          <Segmented<FundingMethod>
            label={t('wal_method')}
            value={method}
            onChange={setMethod}
            testId="deposit-method"
            options={[
              { value: 'BANK', label: t('wal_method_BANK'), hint: t('wal_deposit_bank_hint') },
              { value: 'C2C', label: t('wal_method_C2C'), hint: t('wal_deposit_c2c_hint') },
            ]}
          />
          <AmountField
            label={t('wal_amount')}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setIssue(null);
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
          {method === 'BANK' && (
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
          <SubmitButton busy={busy} label={t('wal_deposit_submit')} testId="deposit-submit" />
        </form>
      </WalletCard>

      <WalletCard
        title={t('wal_records')}
        aside={<RecordTabs tab={tab} onTab={setTab} recordsLabel={t('wal_my_deposits')} />}
      >
        {tab === 'records' ? <FundingRecords direction="DEPOSIT" /> : <BalanceHistory />}
      </WalletCard>
    </div>
  );
}

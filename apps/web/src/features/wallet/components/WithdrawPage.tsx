import { useState, type FormEvent } from 'react';
import { MAIN_WALLET } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialog-store';
import { useFlagsOn } from '../../../lib/settings/useFlagsOn';
import { FieldRow } from '../../../lib/ui/FieldRow';
import { amountInputText, formatMoney, parseAmountInput, type AmountIssue } from '../../../lib/money/amounts';
import { requestWithdrawal, type FundingMethod, type WithdrawBody } from '../api/wallet';
import { useIdempotentSubmit } from '../../../lib/idempotent';
import { paymentPasswordAsked, turnoverToGo } from '../rules';
import {
  requestBalanceRefresh,
  useFunds,
  useMerchantWallet,
  useMoneyStyle,
  useTurnover,
} from '../hooks/useWallet';
import { AmountField } from '../../../lib/ui/AmountField';
import { BalanceHistory } from './BalanceHistory';
import { FundingRecords } from './FundingRecords';
import { Figure, RecordTabs, Segmented, WalletCard, type RecordTab } from '../../../lib/ui/list-parts';
import { RemarksField, PaymentPasswordField, SubmitButton } from '../../../lib/ui/form-parts';
import { useTranslation } from '../../../lib/i18n';

/** What the server accepts as a bank account number. */
export const ACCOUNT_NO = /^[A-Za-z0-9-]{6,34}$/;

type Field = 'amount' | 'bankName' | 'accountNo' | 'paymentPassword';

/**
 * withdraw: the amount is held at once and paid out when the merchant approves (BANK), or paid
 * by the upline agent and confirmed by the member (C2C). Money leaves only the main wallet.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const merchantWallet = useMerchantWallet();
  const funds = useFunds();
  const turnover = useTurnover();
  const style = useMoneyStyle();
  const flagsOn = useFlagsOn();
  const [method, setMethod] = useState<FundingMethod>('BANK');
  const [amount, setAmount] = useState('');
  const [bankName, setBankName] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [remarks, setRemarks] = useState('');
  const [amountIssue, setAmountIssue] = useState<AmountIssue | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<RecordTab>('records');
  const submit = useIdempotentSubmit<WithdrawBody, unknown>(requestWithdrawal);

  const limits = merchantWallet.data?.withdraw;
  const currency = merchantWallet.data?.currency ?? style.currency;
  const money = (value: string) => formatMoney(value, { ...style, currency });
  const main = funds.data?.walletList.find((w) => w.code === MAIN_WALLET);
  const askPassword = paymentPasswordAsked(flagsOn);
  const multiWallet = merchantWallet.data?.isSingle === false;
  // Shown only while something is left to wager: 0.00 stands in nobody's way.
  const turnoverLeft = turnoverToGo(turnover.data);
  const amountError = amountIssue
    ? amountIssue === 'wal_amount_range' && limits
      ? t('wal_amount_range', { min: money(limits.min), max: money(limits.max) })
      : t(amountIssue)
    : (errors.amount ?? null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = parseAmountInput(amount, currency, { ...limits, available: main?.availBalance });
    const found: Partial<Record<Field, string>> = {};
    if (method === 'BANK') {
      if (!bankName.trim()) found.bankName = t('wal_bank_name_required');
      if (!ACCOUNT_NO.test(accountNo.trim())) found.accountNo = t('wal_account_no_invalid');
    }
    if (askPassword && !paymentPassword) found.paymentPassword = t('wal_payment_password_required');
    setAmountIssue(checked.ok ? null : checked.issue);
    setErrors(found);
    if (!checked.ok || Object.keys(found).length || busy) return;
    setBusy(true);
    try {
      await submit({
        amount: checked.amount,
        method,
        paymentPassword: askPassword ? paymentPassword : null,
        bankName: method === 'BANK' ? bankName.trim() : null,
        accountNo: method === 'BANK' ? accountNo.trim() : null,
        remarks: remarks.trim() || null,
      });
      setAmount('');
      setPaymentPassword('');
      setRemarks('');
      setTab('records');
      requestBalanceRefresh();
      dialogs.open({
        kind: 'info',
        key: 'withdraw-sent',
        message: t(method === 'C2C' ? 'wal_withdraw_sent_c2c' : 'wal_withdraw_sent', {
          amount: money(checked.amount),
        }),
        actions: [{ label: t('in_increase_submit'), primary: true }],
      });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.code === 'payment.password.incorrect')
        setErrors({ paymentPassword: t('payment.password.incorrect') });
      if (error.code === 'bank.account.invalid') setErrors({ accountNo: t('wal_account_no_invalid') });
      if (error.code === 'balance.insufficient') setAmountIssue('wal_amount_over');
      if (error.code === 'withdraw.turnover.required') void turnover.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wallet-page" data-testid="withdraw-page">
      <WalletCard title={t('wal_withdraw_title')} testId="withdraw-form-card">
        <div className="wallet-figures">
          <Figure
            label={t('wal_withdrawable')}
            value={main ? money(main.availBalance) : '…'}
            strong
            testId="withdraw-available"
          />
          <Figure label={t('wal_held')} value={main ? money(main.heldBalance) : '…'} testId="withdraw-held" />
          {turnoverLeft && (
            <Figure
              label={t('wal_turnover_remaining')}
              value={money(turnoverLeft)}
              testId="withdraw-turnover"
            />
          )}
        </div>
        {turnoverLeft && (
          <p className="wallet-hint wallet-hint-warn" role="status" data-testid="withdraw-turnover-hint">
            {t('wal_turnover_hint', { amount: money(turnoverLeft) })}
          </p>
        )}
        {multiWallet && <p className="wallet-hint">{t('wal_withdraw_main_only')}</p>}
        <form
          className="wallet-form"
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          data-testid="withdraw-form"
        >
          <Segmented<FundingMethod>
            label={t('wal_method')}
            value={method}
            onChange={(value) => {
              setMethod(value);
              setErrors({});
            }}
            testId="withdraw-method"
            options={[
              { value: 'BANK', label: t('wal_method_BANK'), hint: t('wal_withdraw_bank_hint') },
              { value: 'C2C', label: t('wal_method_C2C'), hint: t('wal_withdraw_c2c_hint') },
            ]}
          />
          <AmountField
            label={t('wal_amount')}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setAmountIssue(null);
            }}
            error={amountError}
            hint={limits ? t('wal_limits', { min: money(limits.min), max: money(limits.max) }) : null}
            onAll={main ? () => setAmount(amountInputText(main.availBalance, currency)) : undefined}
            testId="withdraw-amount"
          />
          {method === 'BANK' && (
            <>
              <FieldRow
                label={t('wal_bank_name')}
                required
                value={bankName}
                maxLength={60}
                onChange={(event) => setBankName(event.target.value)}
                testId="withdraw-bank"
                error={errors.bankName ?? null}
              />
              <FieldRow
                label={t('wal_account_no')}
                required
                placeholder={t('wal_account_no_hint')}
                value={accountNo}
                maxLength={34}
                inputMode="numeric"
                autoComplete="off"
                onChange={(event) => setAccountNo(event.target.value)}
                testId="withdraw-account"
                error={errors.accountNo ?? null}
              />
            </>
          )}
          {askPassword && (
            <PaymentPasswordField
              value={paymentPassword}
              onChange={setPaymentPassword}
              error={errors.paymentPassword ?? null}
              testId="withdraw-password"
              manageTestId="set-payment-password"
            />
          )}
          <RemarksField value={remarks} onChange={setRemarks} testId="withdraw-remarks" />
          <SubmitButton busy={busy} label={t('wal_withdraw_submit')} testId="withdraw-submit" />
        </form>
      </WalletCard>

      <WalletCard
        title={t('wal_records')}
        aside={<RecordTabs tab={tab} onTab={setTab} recordsLabel={t('wal_my_withdrawals')} />}
      >
        {tab === 'records' ? <FundingRecords direction="WITHDRAW" /> : <BalanceHistory />}
      </WalletCard>
    </div>
  );
}

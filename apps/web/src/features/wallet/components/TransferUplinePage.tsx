import { useState, type FormEvent } from 'react';
import { MAIN_WALLET } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialog-store';
import { toasts } from '../../../lib/toast-store';
import { useFlagsOn } from '../../../lib/settings/useFlagsOn';
import { useMemberInfo } from '../../session';
import {
  amountInputText,
  formatAgentAmount,
  parseAmountInput,
  type AmountIssue,
} from '../../../lib/money/amounts';
import { transferToUpline } from '../api/wallet';
import { useIdempotentSubmit } from '../../../lib/idempotent';
import { paymentPasswordAsked } from '../rules';
import { useUplineTransferAllowed } from '../hooks/useWalletAccess';
import { requestBalanceRefresh, useFunds, useMoneyStyle } from '../hooks/useWallet';
import { AmountField } from '../../../lib/ui/AmountField';
import { BalanceHistory } from './BalanceHistory';
import { Figure, WalletCard } from '../../../lib/ui/list-parts';
import { RemarksField, PaymentPasswordField, SubmitButton } from '../../../lib/ui/form-parts';
import { useTranslation } from '../../../lib/i18n';

interface UplineBody {
  amount: string;
  paymentPassword: string | null;
  remarks: string | null;
}

/** transferUpline: only for toUpline 1, isAgent not 2, with AGETRANSFERUP3. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const allowed = useUplineTransferAllowed();
  const member = useMemberInfo();
  const flagsOn = useFlagsOn();
  if (!member.data || flagsOn === null) {
    return (
      <p className="wallet-empty" aria-busy="true">
        {member.isError ? t('network_error') : t('loading')}
      </p>
    );
  }
  if (!allowed) {
    return (
      <div className="notice-card wallet-notice" data-testid="transfer-upline-refused">
        <p className="notice-card__lead">{t('wal_upline_not_allowed')}</p>
        <p className="notice-card__detail">{t('wal_upline_not_allowed_detail')}</p>
      </div>
    );
  }
  return <TransferUplineForm />;
}

function TransferUplineForm() {
  const { t } = useTranslation();
  const funds = useFunds();
  const style = useMoneyStyle();
  const flagsOn = useFlagsOn();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [remarks, setRemarks] = useState('');
  const [issue, setIssue] = useState<AmountIssue | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useIdempotentSubmit<UplineBody, unknown>(transferToUpline);

  const currency = funds.data?.currency ?? style.currency;
  // Agent transfer amounts are written with en-US grouping.
  const money = (value: string) =>
    formatAgentAmount(value, { ...style, currency, symbol: funds.data?.currencySymbol || style.symbol });
  const main = funds.data?.walletList.find((w) => w.code === MAIN_WALLET);
  const askPassword = paymentPasswordAsked(flagsOn);
  const preview = parseAmountInput(amount, currency);

  const send = async (body: UplineBody) => {
    setBusy(true);
    try {
      await submit(body);
      setAmount('');
      setPaymentPassword('');
      setRemarks('');
      requestBalanceRefresh();
      toasts.show({
        kind: 'success',
        title: t('wal_upline_done'),
        message: money(body.amount),
        testId: 'toast-upline-ok',
      });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.code === 'payment.password.incorrect') setPasswordError(t('payment.password.incorrect'));
      if (error.code === 'balance.insufficient') setIssue('wal_amount_over');
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = parseAmountInput(amount, currency, { available: main?.availBalance });
    setIssue(checked.ok ? null : checked.issue);
    const missingPassword = askPassword && !paymentPassword;
    setPasswordError(missingPassword ? t('wal_payment_password_required') : null);
    if (!checked.ok || missingPassword) return;
    const body = {
      amount: checked.amount,
      paymentPassword: askPassword ? paymentPassword : null,
      remarks: remarks.trim() || null,
    };
    // Money to another person cannot be taken back: one more look at the amount first.
    dialogs.open({
      kind: 'info',
      key: 'upline-confirm',
      message: t('wal_upline_confirm', { amount: money(checked.amount) }),
      actions: [
        { label: t('cancel') },
        { label: t('in_increase_submit'), primary: true, onClick: () => void send(body) },
      ],
    });
  };

  return (
    <div className="wallet-page" data-testid="transfer-upline-page">
      <WalletCard title={t('wal_upline_title')}>
        <div className="wallet-figures">
          <Figure
            label={t('wal_withdrawable')}
            value={main ? money(main.availBalance) : '…'}
            strong
            testId="upline-available"
          />
        </div>
        <p className="wallet-hint">{t('wal_upline_desc')}</p>
        <form className="wallet-form" onSubmit={onSubmit} noValidate data-testid="upline-form">
          <AmountField
            label={t('wal_amount')}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setIssue(null);
            }}
            error={issue ? t(issue) : null}
            hint={preview.ok ? t('wal_upline_preview', { amount: money(preview.amount) }) : null}
            onAll={main ? () => setAmount(amountInputText(main.availBalance, currency)) : undefined}
            testId="upline-amount"
          />
          {askPassword && (
            <PaymentPasswordField
              value={paymentPassword}
              onChange={(value) => {
                setPaymentPassword(value);
                setPasswordError(null);
              }}
              error={passwordError}
              testId="upline-password"
            />
          )}
          <RemarksField value={remarks} onChange={setRemarks} testId="upline-remarks" />
          <SubmitButton busy={busy} label={t('wal_upline_submit')} testId="upline-submit" />
        </form>
      </WalletCard>
      <WalletCard title={t('wal_history')}>
        <BalanceHistory />
      </WalletCard>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { MAIN_WALLET, MAX_DOWNLINE_TRANSFERS } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialog-store';
import { toasts } from '../../../lib/toast-store';
import { useFlagsOn } from '../../../lib/settings/useFlagsOn';
import { formatAgentAmount, parseAmountInput, type AmountIssue } from '../../../lib/money/amounts';
import { useIdempotentSubmit } from '../../../lib/idempotent';
import { paymentPasswordAsked } from '../../wallet';
import { requestBalanceRefresh, useFunds, useMoneyStyle } from '../../wallet';
import { AmountField } from '../../../lib/ui/AmountField';
import { Figure, WalletCard } from '../../../lib/ui/list-parts';
import { PaymentPasswordField, RemarksField, SubmitButton } from '../../../lib/ui/form-parts';
import { FieldRow } from '../../../lib/ui/FieldRow';
import { transferToDownlines, type DownlineTransferBody } from '../api/agent';
import { useDownlineNames } from '../hooks/useAgentData';
import { overAvailable, transferTotal } from '../transfer-rules';
import { useTranslation } from '../../../lib/i18n';

interface Line {
  key: number;
  username: string;
  amount: string;
  usernameError: string | null;
  amountIssue: AmountIssue | null;
}

let nextKey = 1;
const emptyLine = (): Line => ({
  key: nextKey++,
  username: '',
  amount: '',
  usernameError: null,
  amountIssue: null,
});

/**
 * The agent's transfer to direct downlines. One downline at a time, or up to the server's limit
 * at once with AGENTRANSMULTDOWN3; the batch is all or nothing on the server. Amounts are shown
 * with en-US grouping.
 */
export function TransferDownlinePage() {
  const { t } = useTranslation();
  const funds = useFunds();
  const style = useMoneyStyle();
  const flagsOn = useFlagsOn();
  const downlines = useDownlineNames();
  const listId = useId();
  const [lines, setLines] = useState<Line[]>(() => [emptyLine()]);
  const [paymentPassword, setPaymentPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = useIdempotentSubmit<DownlineTransferBody, unknown>(transferToDownlines);

  const currency = funds.data?.currency ?? style.currency;
  const money = (value: string) =>
    formatAgentAmount(value, { ...style, currency, symbol: funds.data?.currencySymbol || style.symbol });
  const main = funds.data?.walletList.find((w) => w.code === MAIN_WALLET);
  const many = flagsOn?.has('AGENTRANSMULTDOWN3') ?? false;
  const askPassword = paymentPasswordAsked(flagsOn);
  const total = transferTotal(
    lines.map((l) => l.amount),
    currency,
  );

  const update = (key: number, change: Partial<Line>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const send = async (body: DownlineTransferBody) => {
    setBusy(true);
    try {
      await submit(body);
      setLines([emptyLine()]);
      setPaymentPassword('');
      setRemarks('');
      requestBalanceRefresh();
      toasts.show({
        kind: 'success',
        title: t('ag_transfer_done'),
        message: body.transfers.map((l) => `${l.username} ${money(l.amount)}`).join(' · '),
        testId: 'toast-downline-ok',
      });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.code === 'payment.password.incorrect') setPasswordError(t('payment.password.incorrect'));
      if (error.code === 'downline.not.found') {
        const name = (error.value as { username?: string } | null)?.username;
        setLines((all) =>
          all.map((line) =>
            line.username.trim() === name ? { ...line, usernameError: t('ag_transfer_not_downline') } : line,
          ),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const seen = new Set<string>();
    let ok = true;
    const checked = lines.map((line) => {
      const username = line.username.trim();
      let usernameError: string | null = null;
      if (!username) usernameError = t('ag_transfer_username_required');
      else if (seen.has(username.toLowerCase())) usernameError = t('ag_transfer_username_twice');
      seen.add(username.toLowerCase());
      const amount = parseAmountInput(line.amount, currency);
      if (usernameError || !amount.ok) ok = false;
      return { line, username, usernameError, amount };
    });
    setLines(
      checked.map(({ line, usernameError, amount }) => ({
        ...line,
        usernameError,
        amountIssue: amount.ok ? null : amount.issue,
      })),
    );
    if (ok && overAvailable(total, main?.availBalance, currency)) {
      setLines((all) => all.map((line, i) => (i === 0 ? { ...line, amountIssue: 'wal_amount_over' } : line)));
      ok = false;
    }
    const missingPassword = askPassword && !paymentPassword;
    setPasswordError(missingPassword ? t('wal_payment_password_required') : null);
    if (!ok || missingPassword) return;
    const body: DownlineTransferBody = {
      transfers: checked.map(({ username, amount }) => ({
        username,
        amount: amount.ok ? amount.amount : '',
      })),
      paymentPassword: askPassword ? paymentPassword : null,
      remarks: remarks.trim() || null,
    };
    // Money sent to another person cannot be taken back: one more look first.
    dialogs.open({
      kind: 'info',
      key: 'downline-confirm',
      message: t('ag_transfer_confirm', {
        n: body.transfers.length,
        amount: total.ok ? money(total.amount) : '',
      }),
      actions: [
        { label: t('cancel') },
        { label: t('in_increase_submit'), primary: true, onClick: () => void send(body) },
      ],
    });
  };

  return (
    <div className="wallet-page" data-testid="agent-transfer-page">
      <WalletCard title={t('ag_transfer_title')}>
        <div className="wallet-figures">
          <Figure
            label={t('wal_withdrawable')}
            value={main ? money(main.availBalance) : '…'}
            strong
            testId="agent-transfer-available"
          />
          {lines.length > 1 && total.ok && (
            <Figure
              label={t('ag_transfer_total')}
              value={money(total.amount)}
              testId="agent-transfer-total"
            />
          )}
        </div>
        <p className="wallet-hint">{t(many ? 'ag_transfer_desc_many' : 'ag_transfer_desc')}</p>
        <form
          className="wallet-form ag-transfer"
          onSubmit={onSubmit}
          noValidate
          data-testid="agent-transfer-form"
        >
          <datalist id={listId}>
            {downlines.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          {lines.map((line, index) => (
            <fieldset className="ag-transfer__line" key={line.key} data-testid="agent-transfer-line">
              <legend className="ag-transfer__legend">
                {t('ag_transfer_line', { n: index + 1 })}
                {lines.length > 1 && (
                  <button
                    type="button"
                    className="ag-link"
                    onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                    data-testid="agent-transfer-remove"
                  >
                    {t('ag_remove')}
                  </button>
                )}
              </legend>
              <FieldRow
                label={t('ag_downline')}
                required
                autoComplete="off"
                list={listId}
                maxLength={32}
                value={line.username}
                onChange={(event) => update(line.key, { username: event.target.value, usernameError: null })}
                error={line.usernameError}
                testId="agent-transfer-username"
              />
              <AmountField
                label={t('wal_amount')}
                value={line.amount}
                onChange={(value) => update(line.key, { amount: value, amountIssue: null })}
                error={line.amountIssue ? t(line.amountIssue) : null}
                hint={(() => {
                  const preview = parseAmountInput(line.amount, currency);
                  return preview.ok ? money(preview.amount) : null;
                })()}
                testId="agent-transfer-amount"
              />
            </fieldset>
          ))}
          {many && lines.length < MAX_DOWNLINE_TRANSFERS && (
            <button
              type="button"
              className="btn btn--ghost btn--sm ag-transfer__add"
              onClick={() => setLines((all) => [...all, emptyLine()])}
              data-testid="agent-transfer-add"
            >
              {t('ag_transfer_add')}
            </button>
          )}
          {askPassword && (
            <PaymentPasswordField
              value={paymentPassword}
              onChange={(value) => {
                setPaymentPassword(value);
                setPasswordError(null);
              }}
              error={passwordError}
              testId="agent-transfer-password"
            />
          )}
          <RemarksField value={remarks} onChange={setRemarks} testId="agent-transfer-remarks" />
          <SubmitButton busy={busy} label={t('ag_transfer_submit')} testId="agent-transfer-submit" />
        </form>
      </WalletCard>
    </div>
  );
}

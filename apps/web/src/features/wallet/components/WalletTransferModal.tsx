import { useState, type FormEvent } from 'react';
import { MAIN_WALLET } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { useIdempotentSubmit } from '../../../lib/idempotent';
import { amountInputText, formatMoney, parseAmountInput, type AmountIssue } from '../../../lib/money/amounts';
import { AmountField } from '../../../lib/ui/AmountField';
import { Modal } from '../../../lib/ui/Modal';
import { useTranslation } from '../../../lib/i18n';
import { transferBetweenWallets } from '../api/wallet';
import { requestBalanceRefresh, useFunds, useMoneyStyle } from '../hooks/useWallet';

export interface WalletTransferModalProps {
  /** The member wallet the money goes into, from MAIN. */
  toWallet: string;
  title: string;
  /** One line above the balances: why money is to be moved. */
  lead: string;
  /** The amount to start with (decimal text); empty for none. */
  initialAmount: string;
  submitLabel: string;
  /**
   * May the person go on without moving anything (a launch when the game's wallet already holds
   * money)? Then an empty or zero amount answers '0' without a transfer.
   */
  allowNothing?: boolean;
  testId: string;
  /** After the transfer (or nothing, where allowed): the amount moved, as decimal text. */
  onDone(amount: string): void;
  onClose(): void;
}

/**
 * Moves money from the main wallet into another of the member's wallets in a modal over the page,
 * through the same transfer call as the transfer page (one requestId per submission), so what the
 * person was doing there stays as it was.
 */
export function WalletTransferModal(props: WalletTransferModalProps) {
  const { t } = useTranslation();
  const funds = useFunds();
  const style = useMoneyStyle();
  const [amount, setAmount] = useState(() =>
    props.initialAmount ? props.initialAmount.replace(/\.0+$/, '') : '',
  );
  const [issue, setIssue] = useState<AmountIssue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useIdempotentSubmit<{ fromWallet: string; toWallet: string; amount: string }, unknown>(
    transferBetweenWallets,
  );

  const wallets = funds.data?.walletList ?? [];
  const main = wallets.find((w) => w.code === MAIN_WALLET);
  const target = wallets.find((w) => w.code === props.toWallet);
  const currency = funds.data?.currency ?? style.currency;
  const money = (value: string) =>
    formatMoney(value, { ...style, currency, symbol: funds.data?.currencySymbol || style.symbol });
  const name = (code: string, fallback?: string) => t(`wal_wallet_${code}`, fallback ?? code);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !funds.data) return;
    setFailure(null);
    const typed = amount.trim();
    if (props.allowNothing && (!typed || /^0*(\.0*)?$/.test(typed))) {
      props.onDone('0');
      return;
    }
    const checked = parseAmountInput(amount, currency, { available: main?.availBalance ?? '0' });
    setIssue(checked.ok ? null : checked.issue);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await submit({ fromWallet: MAIN_WALLET, toWallet: props.toWallet, amount: checked.amount });
      requestBalanceRefresh();
      props.onDone(checked.amount);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'balance.insufficient') setIssue('wal_amount_over');
      else setFailure(error instanceof ApiError ? error.message || t(error.code) : t('network_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={props.title} onClose={props.onClose} testId={props.testId} closeLabel={t('close')}>
      <form className="wallet-form wallet-move" onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className="wallet-move__lead">{props.lead}</p>
        <dl className="wallet-move__balances">
          <div>
            <dt>{name(MAIN_WALLET, main?.displayName)}</dt>
            <dd data-testid={`${props.testId}-main`}>{main ? money(main.availBalance) : '—'}</dd>
          </div>
          <div>
            <dt>{name(props.toWallet, target?.displayName)}</dt>
            <dd data-testid={`${props.testId}-target`}>{target ? money(target.availBalance) : '—'}</dd>
          </div>
        </dl>
        <AmountField
          label={t('wal_amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setIssue(null);
          }}
          error={issue ? t(issue) : null}
          hint={main ? t('wal_available', { amount: money(main.availBalance) }) : null}
          onAll={main ? () => setAmount(amountInputText(main.availBalance, currency)) : undefined}
          testId={`${props.testId}-amount`}
        />
        {failure && (
          <p className="wallet-move__error" role="alert" data-testid={`${props.testId}-error`}>
            {failure}
          </p>
        )}
        <div className="wallet-move__actions">
          <button type="button" className="btn btn--ghost" onClick={props.onClose}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            className="btn btn--gold"
            disabled={busy || !funds.data}
            data-testid={`${props.testId}-submit`}
          >
            {busy ? t('loading') : props.submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

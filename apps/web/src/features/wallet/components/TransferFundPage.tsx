import { useState, type FormEvent } from 'react';
import { MAIN_WALLET } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { toasts } from '../../../lib/toast-store';
import { amountInputText, formatMoney, parseAmountInput, type AmountIssue } from '../../../lib/money/amounts';
import { transferBetweenWallets } from '../api/wallet';
import { useIdempotentSubmit } from '../../../lib/idempotent';
import { requestBalanceRefresh, useFunds, useMerchantWallet, useMoneyStyle } from '../hooks/useWallet';
import { AmountField } from '../../../lib/ui/AmountField';
import { BalanceHistory } from './BalanceHistory';
import { WalletCard } from '../../../lib/ui/list-parts';
import { useTranslation } from '../../../lib/i18n';

interface TransferBody {
  fromWallet: string;
  toWallet: string;
  amount: string;
}

/** Shown instead of the page where there is nothing to transfer between. */
export function SingleWalletNotice() {
  const { t } = useTranslation();
  return (
    <div className="notice-card wallet-notice" data-testid="transfer-single-wallet">
      <p className="notice-card__lead">{t('wal_single_wallet')}</p>
      <p className="notice-card__detail">{t('wal_single_wallet_detail')}</p>
    </div>
  );
}

/** transferFund: moves money between the member's own main and vendor wallets. */
export function TransferFundPage() {
  const merchantWallet = useMerchantWallet();
  const { t } = useTranslation();
  if (merchantWallet.data?.isSingle) return <SingleWalletNotice />;
  if (!merchantWallet.data) {
    return (
      <p className="wallet-empty" aria-busy="true">
        {merchantWallet.isError ? t('network_error') : t('loading')}
      </p>
    );
  }
  return <TransferFundForm />;
}

function TransferFundForm() {
  const { t } = useTranslation();
  const funds = useFunds();
  const style = useMoneyStyle();
  const wallets = funds.data?.walletList ?? [];
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [issue, setIssue] = useState<AmountIssue | 'wal_same_wallet' | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useIdempotentSubmit<TransferBody, unknown>(transferBetweenWallets);

  const currency = funds.data?.currency ?? style.currency;
  const money = (value: string) =>
    formatMoney(value, { ...style, currency, symbol: funds.data?.currencySymbol || style.symbol });
  const toWallet = to || wallets.find((w) => w.code !== from)?.code || '';
  const source = wallets.find((w) => w.code === from);
  const name = (code: string) =>
    t(`wal_wallet_${code}`, wallets.find((w) => w.code === code)?.displayName ?? code);
  const options = wallets.map((w) => ({ code: w.code, name: name(w.code) }));

  const pick = (code: string) => {
    // Choosing a wallet card makes it the source; the old source becomes the target.
    if (code === from) return;
    setTo(from);
    setFrom(code);
    setIssue(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (from === toWallet) return setIssue('wal_same_wallet');
    const checked = parseAmountInput(amount, currency, { available: source?.availBalance });
    setIssue(checked.ok ? null : checked.issue);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await submit({ fromWallet: from, toWallet, amount: checked.amount });
      setAmount('');
      requestBalanceRefresh();
      toasts.show({
        kind: 'success',
        title: t('wal_transfer_done'),
        message: t('wal_transfer_done_detail', {
          amount: money(checked.amount),
          from: name(from),
          to: name(toWallet),
        }),
        testId: 'toast-transfer-ok',
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'balance.insufficient') setIssue('wal_amount_over');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wallet-page" data-testid="transfer-page">
      <WalletCard title={t('wal_wallets')} testId="transfer-wallets">
        <div className="wallet-tiles">
          {wallets.map((wallet) => (
            <button
              key={wallet.code}
              type="button"
              className={`wallet-tile${wallet.code === from ? ' wallet-tile--from' : ''}${
                wallet.code === toWallet ? ' wallet-tile--to' : ''
              }`}
              aria-pressed={wallet.code === from}
              data-testid={`transfer-tile-${wallet.code}`}
              onClick={() => pick(wallet.code)}
            >
              <span className="wallet-tile__name">{name(wallet.code)}</span>
              <span className="wallet-tile__amount" data-testid={`transfer-balance-${wallet.code}`}>
                {money(wallet.availBalance)}
              </span>
              {wallet.code === from && <span className="wallet-tile__tag">{t('wal_from')}</span>}
              {wallet.code === toWallet && <span className="wallet-tile__tag">{t('wal_to')}</span>}
            </button>
          ))}
          {!funds.data && <p className="wallet-empty">{funds.isError ? t('network_error') : t('loading')}</p>}
        </div>
      </WalletCard>

      <WalletCard title={t('wal_transfer_title')}>
        <form
          className="wallet-form"
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          data-testid="transfer-form"
        >
          <div className="wallet-route">
            <WalletSelect
              label={t('wal_from')}
              value={from}
              testId="transfer-from"
              options={options}
              onChange={(next) => {
                // Picking the other side's wallet swaps the two.
                if (next === toWallet) setTo(from);
                setFrom(next);
                setIssue(null);
              }}
            />
            <button
              type="button"
              className="wallet-route__swap"
              aria-label={t('wal_swap')}
              title={t('wal_swap')}
              data-testid="transfer-swap"
              onClick={() => {
                setFrom(toWallet);
                setTo(from);
                setIssue(null);
              }}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true">
                <path
                  d="M4 7h11l-3-3M16 13H5l3 3"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
            <WalletSelect
              label={t('wal_to')}
              value={toWallet}
              testId="transfer-to"
              options={options}
              onChange={(next) => {
                if (next === from) setFrom(toWallet);
                setTo(next);
                setIssue(null);
              }}
            />
          </div>
          <AmountField
            label={t('wal_amount')}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setIssue(null);
            }}
            error={issue ? t(issue) : null}
            hint={source ? t('wal_available', { amount: money(source.availBalance) }) : null}
            onAll={source ? () => setAmount(amountInputText(source.availBalance, currency)) : undefined}
            testId="transfer-amount"
          />
          <button
            type="submit"
            className="btn btn--gold wallet-form__submit"
            disabled={busy || wallets.length < 2}
            data-testid="transfer-submit"
          >
            {busy ? t('loading') : t('wal_transfer_submit')}
          </button>
        </form>
      </WalletCard>

      <WalletCard title={t('wal_history')}>
        <BalanceHistory />
      </WalletCard>
    </div>
  );
}

/** One end of the transfer: a labelled choice of the member's wallets. */
function WalletSelect({
  label,
  value,
  testId,
  options,
  onChange,
}: {
  label: string;
  value: string;
  testId: string;
  options: readonly { code: string; name: string }[];
  onChange(code: string): void;
}) {
  return (
    <label className="wallet-select">
      <span className="wallet-select__label">{label}</span>
      <select
        className="form-input"
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

import { formatMoney } from '../../../lib/money/amounts';
import {
  requestBalanceRefresh,
  useBalance,
  useBalanceRefreshPending,
  useMoneyStyle,
} from '../hooks/useWallet';
import { useTranslation } from '../../../lib/i18n';

/**
 * The info bar's balance: what the member may spend across all wallets (sumBalance) and a
 * refresh button that goes through the same debounced refresh as money events.
 */
export function BalanceBadge() {
  const { t } = useTranslation();
  const balance = useBalance();
  const refreshing = useBalanceRefreshPending() || balance.isFetching;
  const style = useMoneyStyle();
  const value = balance.data;
  const text = value
    ? formatMoney(value.sumBalance, {
        currency: value.currency,
        symbol: value.currencySymbol || style.symbol,
        symbolPosition: style.symbolPosition,
      })
    : balance.isError
      ? '—'
      : '…';

  return (
    <span className="wallet-balance" data-testid="wallet-balance">
      <span className="wallet-balance__label">{t('wal_balance')}</span>
      <span className="wallet-balance__amount" data-testid="wallet-balance-amount" aria-live="polite">
        {text}
      </span>
      <button
        type="button"
        className={`wallet-balance__refresh${refreshing ? ' wallet-balance__refresh--on' : ''}`}
        aria-label={t('wal_refresh_balance')}
        title={t('wal_refresh_balance')}
        data-testid="wallet-balance-refresh"
        aria-busy={refreshing || undefined}
        onClick={(event) => {
          // Inside the info bar's toggle area a click must not also open or close the panel.
          event.stopPropagation();
          requestBalanceRefresh();
        }}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M16 10a6 6 0 1 1-1.76-4.24M16 3.5v3.3h-3.3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </span>
  );
}

import { useState } from 'react';
import { MAIN_WALLET, decimalToMinor, minorToDecimal } from '@platform/shared';
import { formatMoney } from '../../../lib/money/amounts';
import type { HistoryEntry } from '../api/wallet';
import { LIST_PAGE_SIZE, useFunds, useHistory, useMoneyStyle } from '../hooks/useWallet';
import { ListState, Pager, formatTime } from '../../../lib/ui/list-parts';
import { remarkText, useTranslation } from '../../../lib/i18n';

export interface HistoryLine {
  direction: 'in' | 'out' | 'settled';
  /** Without sign, in the currency's scale. */
  amount: string;
  /** wal_event_ text of holds, releases and settled holds; null for plain movements. */
  event: 'hold' | 'release' | 'post' | null;
}

/**
 * What one history line means to the member: the change of what may be spent. A hold takes it
 * away at once and its release gives it back; when a hold is posted, spending money does not
 * change again, so that line shows the settled amount without a sign.
 */
export function historyLine(entry: HistoryEntry, currency: string): HistoryLine {
  const balance = decimalToMinor(entry.amount, currency);
  const held = decimalToMinor(entry.heldAmount, currency);
  const spendable = balance - held;
  const event =
    entry.event === 'hold' || entry.event === 'release' || entry.event === 'post' ? entry.event : null;
  if (spendable === 0n) {
    const settled = balance < 0n ? -balance : balance;
    return { direction: 'settled', amount: minorToDecimal(settled, currency), event: event ?? 'post' };
  }
  return {
    direction: spendable < 0n ? 'out' : 'in',
    amount: minorToDecimal(spendable < 0n ? -spendable : spendable, currency),
    event: event === 'post' ? null : event,
  };
}

/** Balance history of one wallet, newest first, a page at a time. */
export function BalanceHistory({ initialWallet = MAIN_WALLET }: { initialWallet?: string }) {
  const { t } = useTranslation();
  const [wallet, setWallet] = useState(initialWallet);
  const [page, setPage] = useState(1);
  const funds = useFunds();
  const history = useHistory(wallet, page);
  const style = useMoneyStyle();
  const wallets = funds.data?.walletList ?? [];
  const rows = history.data?.list ?? [];

  return (
    <div className="wallet-records" data-testid="balance-history">
      {wallets.length > 1 && (
        <label className="wallet-select wallet-select--inline">
          <span className="wallet-select__label">{t('wal_history_wallet')}</span>
          <select
            className="form-input"
            value={wallet}
            data-testid="history-wallet"
            onChange={(event) => {
              setWallet(event.target.value);
              setPage(1);
            }}
          >
            {wallets.map((w) => (
              <option key={w.code} value={w.code}>
                {t(`wal_wallet_${w.code}`, w.displayName)}
              </option>
            ))}
          </select>
        </label>
      )}
      {rows.length === 0 ? (
        <ListState loading={history.isPending} failed={history.isError} empty={t('wal_no_history')} />
      ) : (
        <ul className="wallet-rows">
          {rows.map((entry) => {
            const line = historyLine(entry, style.currency);
            return (
              <li key={entry.id} className="wallet-row" data-testid="history-row" data-kind={entry.kind}>
                <div className="wallet-row__main">
                  <span className="wallet-row__kind">
                    {t(`wal_kind_${entry.kind}`, entry.kind)}
                    {line.event && <span className="wallet-row__event">{t(`wal_event_${line.event}`)}</span>}
                  </span>
                  <span
                    className={`wallet-row__change wallet-row__change--${line.direction}`}
                    data-testid="history-change"
                  >
                    {line.direction === 'in' ? '+' : line.direction === 'out' ? '−' : ''}
                    {formatMoney(line.amount, style)}
                  </span>
                </div>
                <div className="wallet-row__meta">
                  <span>{formatTime(entry.createdAt)}</span>
                  <span>{t('wal_after', { amount: formatMoney(entry.availBalanceAfter, style) })}</span>
                </div>
                {entry.remarks && (
                  <p className="wallet-row__remarks" data-testid="history-remarks">
                    {remarkText(t, entry.remarks)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pager
        page={page}
        size={LIST_PAGE_SIZE}
        total={history.data?.total ?? 0}
        onPage={setPage}
        testId="history-pager"
      />
    </div>
  );
}

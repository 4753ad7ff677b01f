import { useMoneyFormatter } from '../../../lib/currency';
import { useWinners } from '../hooks/useTrend';
import { useTranslation } from '../../../lib/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** Win time in local time: hh:mm:ss today, mm-dd hh:mm before; empty when unknown. */
export function formatWinTime(ms: number | null, now = Date.now()): string {
  if (ms === null) return '';
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const today = new Date(now);
  const sameDay =
    d.getFullYear() === today.getFullYear() &&
    d.getMonth() === today.getMonth() &&
    d.getDate() === today.getDate();
  const clock = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return sameDay
    ? `${clock}:${pad(d.getSeconds())}`
    : `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${clock}`;
}

/** The lobby's winner board: the latest wins of every game (the server caps it at 100), in a scrolling list. */
export function WinnerBoard() {
  const { t } = useTranslation();
  const winners = useWinners();
  const money = useMoneyFormatter();
  const list = winners.data ?? [];
  return (
    <section className="lot-panel lot-winners" data-testid="lottery-winners">
      <h2 className="lot-panel__title">{t('lot_winner_title')}</h2>
      {winners.isPending && <p className="lot-muted">{t('lot_loading')}</p>}
      {winners.isError && <p className="lot-muted">{t('lot_load_failed')}</p>}
      {winners.isSuccess && list.length === 0 && (
        <p className="lot-muted" data-testid="winners-empty">
          {t('lot_winner_empty')}
        </p>
      )}
      {list.length > 0 && (
        <>
          <p className="lot-muted lot-winners__count">{t('lot_winner_latest', { count: list.length })}</p>
          <div className="lot-winners__head" aria-hidden="true">
            <span>{t('lot_winner_player')}</span>
            <span>{t('lot_winner_game')}</span>
            <span className="lot-winners__prize">{t('lot_winner_prize')}</span>
            <span className="lot-winners__time">{t('lot_winner_time')}</span>
          </div>
          <ol className="lot-winners__list" aria-label={t('lot_winner_title')} tabIndex={0}>
            {list.map((w) => (
              <li key={w.recordId} className="lot-winners__row" data-testid="winner-row">
                <span className="lot-winners__user">{w.userName}</span>
                <span className="lot-winners__game">{w.gameName}</span>
                <span className="lot-winners__prize lot-winners__amount">{money(w.winAmount)}</span>
                <time className="lot-muted lot-winners__time">{formatWinTime(w.time)}</time>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

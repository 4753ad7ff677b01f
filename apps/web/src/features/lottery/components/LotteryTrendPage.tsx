import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../../lib/ui/PageShell';
import { useLotteryGames } from '../hooks/useLottery';
import { useTrendDraws } from '../hooks/useTrend';
import { TREND_SIZES, chronological, computeTrend, trendLayout, type TrendSize } from '../trend';
import { FrequencyChart } from './FrequencyChart';
import { TrendChart, TrendLegend } from './TrendChart';
import { useTranslation, type TFunction } from '../../../lib/i18n';

function positionLabel(t: TFunction, kind: string, index: number): string {
  if (kind === 'vn') return t(index === 0 ? 'lot_trend_pos_vn_tens' : 'lot_trend_pos_vn_units');
  if (kind === 'race') return t('lot_trend_pos_race', { n: index + 1 });
  if (kind === 'dice') return t('lot_trend_pos_dice', { n: index + 1 });
  return t('lot_trend_pos', { n: index + 1 });
}

/** Phones get the compact chart, whose number columns fit the screen. */
const PHONE_QUERY = '(max-width: 600px)';

function phoneMedia(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
}

function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => phoneMedia()?.matches ?? false);
  useEffect(() => {
    const media = phoneMedia();
    if (!media) return;
    const update = () => setNarrow(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow;
}

/**
 * The chart's choices live in the address (?gameCode=, the spec's ?gameUrl= alias, ?size=, ?pos=)
 * so a link or a reload shows the same chart.
 */
function useTrendParams() {
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode') || params.get('gameUrl') || '';
  const rawSize = Number(params.get('size'));
  const size: TrendSize = TREND_SIZES.find((s) => s === rawSize) ?? TREND_SIZES[0];
  const rawPos = Number(params.get('pos'));
  const pos = Number.isInteger(rawPos) && rawPos >= 1 ? rawPos : 1;
  const update = (changes: Record<string, string | null>, replace: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  return {
    gameCode,
    size,
    pos,
    setGame: (code: string) => update({ gameCode: code, gameUrl: null, pos: null }, false),
    setSize: (next: TrendSize) => update({ size: String(next) }, true),
    setPos: (next: number) => update({ pos: String(next) }, true),
  };
}

export function LotteryTrendPage() {
  const { t } = useTranslation();
  const params = useTrendParams();
  const compact = useNarrowScreen();
  const games = useLotteryGames();
  const groups = games.data ?? [];
  const allGames = groups.flatMap((group) => group.games);
  // Without a code the first game is charted; the selector offers the others.
  const gameCode = params.gameCode || allGames[0]?.gameCode || '';
  const game = allGames.find((g) => g.gameCode === gameCode);
  const draws = useTrendDraws(gameCode, params.size, game?.intervalSeconds);
  // A previous game's draws may be kept while the new ones load; never chart them as this game's.
  const list = useMemo(
    () => (draws.data?.gameCode === gameCode ? chronological(draws.data.list) : []),
    [draws.data, gameCode],
  );
  const kind = game?.kind ?? list[0]?.kind;
  const layout = useMemo(() => trendLayout(kind), [kind]);
  const position = layout ? Math.min(params.pos, layout.positions) - 1 : 0;
  const trend = useMemo(
    () => (layout ? computeTrend(layout, list, position) : null),
    [layout, list, position],
  );
  const name = game?.remark ?? gameCode;
  const label = layout ? positionLabel(t, layout.kind, position) : '';
  const loading = games.isPending || (gameCode !== '' && draws.isPending);
  const failed = games.isError || draws.isError;

  return (
    <PageShell title={name ? t('lot_trend_title', { name }) : t('page_lottery_trend')} testId="lottery-trend">
      <p className="lot-links lot-links--top">
        <Link to="/lottery">{t('lot_back_lobby')}</Link>
        {gameCode && <Link to={`/lottery/results/${gameCode}`}>{t('lot_results')}</Link>}
        {gameCode && <Link to={`/lottery/fairness/${gameCode}`}>{t('lot_fairness')}</Link>}
      </p>

      <div className="lot-trend__controls">
        <label className="lot-trend__field">
          <span className="lot-muted">{t('lot_trend_game')}</span>
          <select
            className="lot-trend__select"
            value={gameCode}
            onChange={(event) => params.setGame(event.target.value)}
            data-testid="trend-game"
          >
            {!game && gameCode && <option value={gameCode}>{gameCode}</option>}
            {groups.map((group) => (
              <optgroup key={group.gameGroupCode} label={group.labelName}>
                {group.games.map((g) => (
                  <option key={g.gameCode} value={g.gameCode}>
                    {g.remark}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <div className="lot-trend__field">
          <span className="lot-muted" id="trend-size-label">
            {t('lot_trend_issues')}
          </span>
          <div className="lot-seg" role="group" aria-labelledby="trend-size-label">
            {TREND_SIZES.map((n) => (
              <button
                key={n}
                type="button"
                className={n === params.size ? 'lot-seg__btn lot-seg__btn--on' : 'lot-seg__btn'}
                aria-pressed={n === params.size}
                onClick={() => params.setSize(n)}
                data-testid={`trend-size-${n}`}
              >
                {t('lot_trend_last', { count: n })}
              </button>
            ))}
          </div>
        </div>
      </div>

      {layout && (
        <div className="lot-trend__tabs" role="tablist" aria-label={t('lot_trend_position')}>
          {Array.from({ length: layout.positions }, (_, i) => (
            <button
              key={i}
              type="button"
              role="tab"
              aria-selected={i === position}
              className={i === position ? 'lot-trend__tab lot-trend__tab--on' : 'lot-trend__tab'}
              onClick={() => params.setPos(i + 1)}
              data-testid={`trend-pos-${i + 1}`}
            >
              {positionLabel(t, layout.kind, i)}
            </button>
          ))}
        </div>
      )}

      {loading && <p className="lot-muted">{t('lot_loading')}</p>}
      {failed && <p className="lot-muted">{t('lot_load_failed')}</p>}
      {!loading && !failed && games.isSuccess && allGames.length === 0 && (
        <p className="lot-muted">{t('lot_no_games')}</p>
      )}
      {!loading && !failed && kind && !layout && <p className="lot-muted">{t('lot_trend_unsupported')}</p>}
      {draws.isSuccess && list.length === 0 && <p className="lot-muted">{t('lot_no_draws')}</p>}

      {layout && trend && list.length > 0 && (
        <div className="lot-trend">
          <section className="lot-panel lot-trend__main">
            <p className="lot-muted lot-trend__note">{t('lot_trend_order')}</p>
            <div className="lot-trend__scroll" data-testid="trend-scroll">
              <TrendChart
                layout={layout}
                trend={trend}
                position={position}
                positionLabel={label}
                compact={compact}
              />
            </div>
            <TrendLegend kind={layout.kind} />
          </section>
          <section className="lot-panel lot-trend__side">
            <h2 className="lot-panel__title">
              {t('lot_trend_freq_title', { position: label, count: list.length })}
            </h2>
            <FrequencyChart
              numbers={layout.numbers}
              appearances={trend.stats.appearances}
              draws={list.length}
              label={t('lot_trend_freq_title', { position: label, count: list.length })}
            />
            <p className="lot-muted lot-freq__note">
              <svg width="26" height="10" viewBox="0 0 26 10" aria-hidden="true">
                <line className="lot-freq__expected-line" x1="1" x2="25" y1="5" y2="5" />
              </svg>
              {t('lot_trend_expected')} ≈ {(list.length / layout.numbers.length).toFixed(1)}
            </p>
          </section>
        </div>
      )}
    </PageShell>
  );
}

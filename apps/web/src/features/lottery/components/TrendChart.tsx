import { useMemo } from 'react';
import {
  cellCentre,
  polylinePoints,
  shortNumero,
  trendGeometry,
  trendNumbers,
  type Trend,
  type TrendLayout,
} from '../trend';
import { useTranslation } from '../../../lib/i18n';

/**
 * The draw of a row as text, the number of the charted position highlighted. Vietnam shows the
 * special prize, whose last two digits are the two positions.
 */
function ResultText({
  layout,
  winNo,
  position,
  x,
  y,
}: {
  layout: TrendLayout;
  winNo: string;
  position: number;
  x: number;
  y: number;
}) {
  if (layout.kind === 'vn') {
    const special = winNo.split(',')[0] ?? '';
    const at = special.length - 2 + position;
    return (
      <text x={x} y={y} className="lot-trend__result">
        {special.split('').map((digit, i) => (
          <tspan key={i} className={i === at ? 'lot-trend__result-on' : undefined}>
            {digit}
          </tspan>
        ))}
      </text>
    );
  }
  const numbers = trendNumbers(layout.kind, winNo);
  return (
    <text x={x} y={y} className="lot-trend__result">
      {numbers.map((n, i) => (
        <tspan key={i} className={i === position ? 'lot-trend__result-on' : undefined} dx={i ? 5 : 0}>
          {n}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The classic lottery trend chart as SVG: a row per issue (oldest at the top), a column per number
 * of the chosen position; the drawn number is a ball, the balls are joined by a line, every other
 * cell shows how many issues that number has been missing. Statistic rows close the grid.
 * `compact` (phones) drops the result column and shortens issue numbers so the grid fits.
 */
export function TrendChart({
  layout,
  trend,
  position,
  positionLabel,
  compact = false,
}: {
  layout: TrendLayout;
  trend: Trend;
  position: number;
  positionLabel: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { rows, stats } = trend;
  const g = useMemo(() => trendGeometry(layout, rows.length, compact), [layout, rows.length, compact]);
  const points = useMemo(() => polylinePoints(rows, g), [rows, g]);
  const gridBottom = g.headerHeight + rows.length * g.rowHeight;
  const headY = g.headerHeight - 11;
  const statRows: [string, number[]][] = [
    [t('lot_trend_stat_count'), stats.appearances],
    [t('lot_trend_stat_max_missing'), stats.maxMissing],
    [t('lot_trend_stat_max_streak'), stats.maxStreak],
  ];
  const textY = (row: number) => g.headerHeight + (row + 0.5) * g.rowHeight;

  return (
    <svg
      className={`lot-trend__svg lot-trend__svg--${layout.kind}${compact ? ' lot-trend__svg--compact' : ''}`}
      width={g.width}
      height={g.height}
      viewBox={`0 0 ${g.width} ${g.height}`}
      role="img"
      aria-label={t('lot_trend_chart_label', { position: positionLabel, count: rows.length })}
      data-testid="trend-chart"
      data-position={position + 1}
    >
      <rect className="lot-trend__head-bg" x={0} y={0} width={g.width} height={g.headerHeight} />
      <text className="lot-trend__axis" x={g.gridLeft + (g.width - g.gridLeft) / 2} y={g.axisHeight / 2 + 2}>
        {t('lot_trend_axis', { position: positionLabel })}
      </text>
      <text className="lot-trend__col-head" x={g.issueWidth / 2} y={headY}>
        {t('lot_col_issue')}
      </text>
      {g.resultWidth > 0 && (
        <text className="lot-trend__col-head" x={g.issueWidth + g.resultWidth / 2} y={headY}>
          {t('lot_col_result')}
        </text>
      )}
      {layout.numbers.map((n, c) => (
        <text
          key={n}
          className="lot-trend__num-head"
          x={cellCentre(g, 0, c).x}
          y={headY}
          data-testid="trend-number-head"
        >
          {n}
        </text>
      ))}

      {rows.map((row, r) => (
        <g key={row.numero} data-testid="trend-row" data-numero={row.numero}>
          <title>{row.numero}</title>
          <rect
            className={r % 2 ? 'lot-trend__row lot-trend__row--odd' : 'lot-trend__row'}
            x={0}
            y={g.headerHeight + r * g.rowHeight}
            width={g.width}
            height={g.rowHeight}
          />
          <text className="lot-trend__issue" x={g.issueWidth / 2} y={textY(r)}>
            {compact ? shortNumero(row.numero) : row.numero}
          </text>
          {g.resultWidth > 0 && (
            <ResultText
              layout={layout}
              winNo={row.winNo}
              position={position}
              x={g.issueWidth + g.resultWidth / 2}
              y={textY(r)}
            />
          )}
          {row.missing.map((missing, c) =>
            c === row.hit ? null : (
              <text key={c} className="lot-trend__missing" x={cellCentre(g, r, c).x} y={textY(r)}>
                {missing}
              </text>
            ),
          )}
        </g>
      ))}

      {/* Grid lines over the stripes, under the line and balls; the axis title band stays clear. */}
      <g className="lot-trend__grid" aria-hidden="true">
        {layout.numbers.map((n, c) => (
          <line
            key={n}
            x1={g.gridLeft + c * g.cellWidth}
            x2={g.gridLeft + c * g.cellWidth}
            y1={c === 0 ? 0 : g.axisHeight}
            y2={compact ? gridBottom : g.height}
          />
        ))}
        {g.resultWidth > 0 && <line x1={g.issueWidth} x2={g.issueWidth} y1={0} y2={gridBottom} />}
        <line x1={g.gridLeft} x2={g.width} y1={g.axisHeight} y2={g.axisHeight} />
        <line x1={0} x2={g.width} y1={g.headerHeight} y2={g.headerHeight} />
        <line className="lot-trend__grid-strong" x1={0} x2={g.width} y1={gridBottom} y2={gridBottom} />
      </g>

      {points && <polyline className="lot-trend__line" points={points} data-testid="trend-line" />}
      {rows.map((row, r) => {
        if (row.hit === null) return null;
        const { x, y } = cellCentre(g, r, row.hit);
        return (
          <g
            key={row.numero}
            className="lot-trend__ball"
            data-testid="trend-ball"
            data-number={layout.numbers[row.hit]}
          >
            <circle cx={x} cy={y} r={g.ballRadius} />
            <text x={x} y={y}>
              {layout.numbers[row.hit]}
            </text>
          </g>
        );
      })}

      {statRows.map(([label, values], s) => {
        const top = gridBottom + s * g.statRowHeight;
        // Compact: the label has a line of its own above the values, as the issue column is narrow.
        const labelY = compact ? top + 10 : top + g.statRowHeight / 2;
        const valueY = compact ? top + g.statRowHeight - 11 : labelY;
        return (
          <g key={label} className="lot-trend__stat" data-testid="trend-stat">
            <rect
              className={s % 2 ? 'lot-trend__stat-bg lot-trend__stat-bg--odd' : 'lot-trend__stat-bg'}
              x={0}
              y={top}
              width={g.width}
              height={g.statRowHeight}
            />
            <text className="lot-trend__stat-label" x={compact ? 6 : 12} y={labelY}>
              {label}
            </text>
            {values.map((value, c) => (
              <text key={c} className="lot-trend__stat-value" x={cellCentre(g, 0, c).x} y={valueY}>
                {value}
              </text>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

/** What the marks of the chart mean. */
export function TrendLegend({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <ul className="lot-trend__legend" data-testid="trend-legend">
      <li>
        <svg
          width="22"
          height="22"
          viewBox="0 0 22 22"
          aria-hidden="true"
          className={`lot-trend__svg--${kind}`}
        >
          <g className="lot-trend__ball">
            <circle cx="11" cy="11" r="10" />
            <text x="11" y="11">
              1
            </text>
          </g>
        </svg>
        {t('lot_trend_legend_ball')}
      </li>
      <li>
        <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
          <text className="lot-trend__missing" x="11" y="11">
            3
          </text>
        </svg>
        {t('lot_trend_legend_missing')}
      </li>
      <li>
        <svg width="30" height="22" viewBox="0 0 30 22" aria-hidden="true">
          <polyline className="lot-trend__line" points="2,18 14,5 28,15" />
        </svg>
        {t('lot_trend_legend_line')}
      </li>
    </ul>
  );
}

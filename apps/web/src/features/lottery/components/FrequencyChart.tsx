import { useMemo } from 'react';
import { frequencyChart } from '../trend';
import { useTranslation } from '../../../lib/i18n';

/**
 * How many times each number was drawn at the position in the period, as SVG bars with a value
 * axis and the count every number would have if all were drawn equally often.
 */
export function FrequencyChart({
  numbers,
  appearances,
  draws,
  label,
}: {
  numbers: readonly string[];
  appearances: readonly number[];
  draws: number;
  label: string;
}) {
  const { t } = useTranslation();
  const chart = useMemo(() => frequencyChart(appearances, draws), [appearances, draws]);
  const { plot } = chart;
  const most = Math.max(0, ...appearances);
  return (
    <svg
      className="lot-freq"
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width={chart.width}
      height={chart.height}
      role="img"
      aria-label={label}
      data-testid="trend-frequency"
    >
      <text
        className="lot-freq__axis-title"
        transform={`translate(11 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
      >
        {t('lot_trend_freq_y')}
      </text>
      {chart.ticks.map((tick) => (
        <g key={tick.value} className="lot-freq__tick">
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
          <text x={plot.left - 6} y={tick.y}>
            {tick.value}
          </text>
        </g>
      ))}
      {chart.bars.map((bar, i) => (
        <g key={numbers[i]} data-testid="freq-bar" data-number={numbers[i]} data-count={bar.value}>
          {bar.height > 0 && (
            <rect
              className={bar.value === most ? 'lot-freq__bar lot-freq__bar--top' : 'lot-freq__bar'}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={3}
            />
          )}
          <text className="lot-freq__value" x={bar.x + bar.width / 2} y={bar.y - 5}>
            {bar.value}
          </text>
          <text className="lot-freq__label" x={bar.x + bar.width / 2} y={plot.bottom + 15}>
            {numbers[i]}
          </text>
        </g>
      ))}
      {draws > 0 && (
        <g className="lot-freq__expected" data-testid="freq-expected">
          <line x1={plot.left} x2={plot.right} y1={chart.expectedY} y2={chart.expectedY} />
        </g>
      )}
      <line className="lot-freq__axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
      <line className="lot-freq__axis" x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} />
      <text className="lot-freq__axis-title" x={(plot.left + plot.right) / 2} y={plot.bottom + 34}>
        {t('lot_trend_freq_x')}
      </text>
    </svg>
  );
}

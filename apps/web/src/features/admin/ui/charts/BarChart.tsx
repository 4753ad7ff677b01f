import { SERIES_COLORS, labelEvery, valueAxis, yScale } from './chart-math';
import { ChartBox, Legend, PAD, YGrid, type Series } from './ChartFrame';
import { useWidth } from './use-width';
import { localeOf } from '../../../../lib/i18n';
import { EmptyState } from '../states';

/** Grouped bars per category, growing up or down from zero (GGR can be negative). */
export function BarChart({
  title,
  categories,
  series,
  height = 240,
  format = (v: number) => String(v),
  testId = 'adm-bar-chart',
}: {
  title: string;
  categories: string[];
  series: Series[];
  height?: number;
  /** The exact value shown when a bar is pointed at. */
  format?: (value: number) => string;
  testId?: string;
}) {
  const { ref, width } = useWidth<HTMLDivElement>();
  const locale = localeOf();
  if (!categories.length)
    return (
      <ChartBox title={title} testId={testId}>
        <div ref={ref} className="adm-chart__canvas">
          <EmptyState />
        </div>
      </ChartBox>
    );
  const axis = valueAxis(series.flatMap((s) => s.values));
  const bottom = height - PAD.bottom;
  const y = yScale(axis, PAD.top, bottom);
  const plotWidth = width - PAD.left - PAD.right;
  const band = plotWidth / categories.length;
  const groupWidth = Math.min(band * 0.75, 28 * series.length + 8);
  const barWidth = Math.max(1, groupWidth / Math.max(1, series.length));
  const every = labelEvery(categories.length, plotWidth);
  const zero = y(0);

  return (
    <ChartBox title={title} testId={testId}>
      <div ref={ref} className="adm-chart__canvas">
        <svg width={width} height={height} role="img" aria-label={title}>
          <YGrid axis={axis} y={y} width={width} locale={locale} />
          {categories.map((category, ci) => {
            const groupX = PAD.left + ci * band + (band - groupWidth) / 2;
            return (
              <g key={category} data-category={category}>
                {series.map((s, si) => {
                  const value = s.values[ci] ?? 0;
                  const top = Math.min(y(value), zero);
                  return (
                    <rect
                      key={s.name}
                      className="adm-chart__bar"
                      x={groupX + si * barWidth}
                      y={top}
                      width={Math.max(1, barWidth - 1)}
                      height={Math.max(value === 0 ? 0 : 1, Math.abs(y(value) - zero))}
                      fill={SERIES_COLORS[si % SERIES_COLORS.length]}
                    >
                      <title>{`${category} · ${s.name}: ${format(value)}`}</title>
                    </rect>
                  );
                })}
                {ci % every === 0 && (
                  <text
                    className="adm-chart__x"
                    x={PAD.left + ci * band + band / 2}
                    y={height - 8}
                    textAnchor="middle"
                  >
                    {category}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <Legend series={series} />
    </ChartBox>
  );
}

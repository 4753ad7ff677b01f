import { SERIES_COLORS, labelEvery, valueAxis, yScale } from './chart-math';
import { ChartBox, Legend, PAD, YGrid, type Series } from './ChartFrame';
import { useWidth } from './use-width';
import { localeOf } from '../../../../lib/i18n';
import { EmptyState } from '../states';

/** One line per series over the categories (days), with a dot per value. */
export function LineChart({
  title,
  categories,
  series,
  height = 240,
  format = (v: number) => String(v),
  testId = 'adm-line-chart',
}: {
  title: string;
  categories: string[];
  series: Series[];
  height?: number;
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
  const y = yScale(axis, PAD.top, height - PAD.bottom);
  const plotWidth = width - PAD.left - PAD.right;
  const step = categories.length > 1 ? plotWidth / (categories.length - 1) : 0;
  const x = (i: number) => (categories.length > 1 ? PAD.left + i * step : PAD.left + plotWidth / 2);
  const every = labelEvery(categories.length, plotWidth);
  const dots = categories.length <= 40;

  return (
    <ChartBox title={title} testId={testId}>
      <div ref={ref} className="adm-chart__canvas">
        <svg width={width} height={height} role="img" aria-label={title}>
          <YGrid axis={axis} y={y} width={width} locale={locale} />
          {categories.map((category, i) =>
            i % every === 0 ? (
              <text key={category} className="adm-chart__x" x={x(i)} y={height - 8} textAnchor="middle">
                {category}
              </text>
            ) : null,
          )}
          {series.map((s, si) => {
            const color = SERIES_COLORS[si % SERIES_COLORS.length];
            const points = s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
            return (
              <g key={s.name} data-series={s.name}>
                <polyline className="adm-chart__line" points={points} stroke={color} fill="none" />
                {dots &&
                  s.values.map((v, i) => (
                    <circle key={i} cx={x(i)} cy={y(v)} r={3} fill={color}>
                      <title>{`${categories[i]} · ${s.name}: ${format(v)}`}</title>
                    </circle>
                  ))}
              </g>
            );
          })}
        </svg>
      </div>
      <Legend series={series} />
    </ChartBox>
  );
}

import { SERIES_COLORS } from './chart-math';
import { ChartCanvas, type ChartProps } from './ChartCanvas';
import { PAD } from './ChartFrame';

/** Grouped bars per category, growing up or down from zero (GGR can be negative). */
export function BarChart(props: ChartProps) {
  const { categories, series } = props;
  return (
    <ChartCanvas
      {...props}
      testId={props.testId ?? 'adm-bar-chart'}
      draw={({ height, y, plotWidth, every, format }) => {
        const band = plotWidth / categories.length;
        const groupWidth = Math.min(band * 0.75, 28 * series.length + 8);
        const barWidth = Math.max(1, groupWidth / Math.max(1, series.length));
        const zero = y(0);
        return categories.map((category, ci) => {
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
        });
      }}
    />
  );
}

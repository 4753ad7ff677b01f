import { SERIES_COLORS } from './chart-math';
import { ChartCanvas, type ChartProps } from './ChartCanvas';
import { PAD } from './ChartFrame';

/** One line per series over the categories (days), with a dot per value. */
export function LineChart(props: ChartProps) {
  const { categories, series } = props;
  return (
    <ChartCanvas
      {...props}
      testId={props.testId ?? 'adm-line-chart'}
      draw={({ height, y, plotWidth, every, format }) => {
        const step = categories.length > 1 ? plotWidth / (categories.length - 1) : 0;
        const x = (i: number) => (categories.length > 1 ? PAD.left + i * step : PAD.left + plotWidth / 2);
        const dots = categories.length <= 40;
        return (
          <>
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
          </>
        );
      }}
    />
  );
}

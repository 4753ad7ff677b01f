import type { ReactNode } from 'react';
import { labelEvery, valueAxis, yScale } from './chart-math';
import { ChartBox, Legend, PAD, YGrid, type Series } from './ChartFrame';
import { useWidth } from './use-width';
import { localeOf } from '../../../../lib/i18n';
import { EmptyState } from '../states';

/** What every chart is given: the categories (days) on x and one or more series over them. */
export interface ChartProps {
  title: string;
  categories: string[];
  series: Series[];
  height?: number;
  /** The exact value shown when a mark is pointed at. */
  format?: (value: number) => string;
  testId?: string;
}

/** The measured plot a chart draws its marks into, below the y grid. */
export interface Plot {
  width: number;
  height: number;
  /** The value's y position. */
  y: (value: number) => number;
  /** Width between the axes. */
  plotWidth: number;
  /** Every how many categories an x label fits. */
  every: number;
  /** The exact value shown when a mark is pointed at. */
  format: (value: number) => string;
}

/**
 * The frame of a chart: title, the canvas sized to its box with the y grid of all the values
 * (or the empty state when there are no categories) and the legend; `draw` adds the marks.
 */
export function ChartCanvas({
  title,
  categories,
  series,
  height = 240,
  format = String,
  testId,
  draw,
}: ChartProps & { testId: string; draw: (plot: Plot) => ReactNode }) {
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
  const every = labelEvery(categories.length, plotWidth);
  return (
    <ChartBox title={title} testId={testId}>
      <div ref={ref} className="adm-chart__canvas">
        <svg width={width} height={height} role="img" aria-label={title}>
          <YGrid axis={axis} y={y} width={width} locale={locale} />
          {draw({ width, height, y, plotWidth, every, format })}
        </svg>
      </div>
      <Legend series={series} />
    </ChartBox>
  );
}

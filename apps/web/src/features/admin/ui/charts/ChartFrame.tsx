import type { ReactNode } from 'react';
import { SERIES_COLORS, compactNumber, type Axis } from './chart-math';

export interface Series {
  name: string;
  values: number[];
}

export const PAD = { top: 12, right: 12, bottom: 28, left: 52 };

/** Grid lines and value labels of the y axis. */
export function YGrid({
  axis,
  y,
  width,
  locale,
}: {
  axis: Axis;
  y: (v: number) => number;
  width: number;
  locale: string;
}) {
  return (
    <g className="adm-chart__grid">
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={width - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === 0 ? 'adm-chart__zero' : undefined}
          />
          <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {compactNumber(tick, locale)}
          </text>
        </g>
      ))}
    </g>
  );
}

export function Legend({ series }: { series: Series[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="adm-chart__legend">
      {series.map((s, i) => (
        <li key={s.name}>
          <span
            className="adm-chart__swatch"
            style={{ background: SERIES_COLORS[i % SERIES_COLORS.length] }}
          />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

export function ChartBox({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <figure className="adm-chart" data-testid={testId}>
      <figcaption className="adm-chart__title">{title}</figcaption>
      {children}
    </figure>
  );
}

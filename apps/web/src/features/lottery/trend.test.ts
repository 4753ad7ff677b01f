import { describe, expect, it } from 'vitest';
import {
  cellCentre,
  chronological,
  columnAt,
  computeTrend,
  frequencyChart,
  niceTicks,
  polylinePoints,
  shortNumero,
  trendGeometry,
  trendLayout,
} from './trend';

const draw = (numero: string, winNo: string, drawTime = 0) => ({ numero, winNo, drawTime });

describe('trend layout', () => {
  it('knows the positions and numbers of every game kind', () => {
    expect(trendLayout('digits')).toMatchObject({
      positions: 5,
      numbers: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    });
    expect(trendLayout('pick')?.numbers).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
    ]);
    expect(trendLayout('race')).toMatchObject({ positions: 10 });
    expect(trendLayout('race')?.numbers).toHaveLength(10);
    expect(trendLayout('dice')).toMatchObject({ positions: 3, numbers: ['1', '2', '3', '4', '5', '6'] });
    expect(trendLayout('vn')).toMatchObject({ positions: 2 });
    expect(trendLayout('keno')).toBeNull();
    expect(trendLayout(undefined)).toBeNull();
  });

  it('reads the column of a position, Vietnam from the special prize', () => {
    const pick = trendLayout('pick')!;
    expect(columnAt(pick, '03,11,01,07,05', 1)).toBe(10);
    expect(columnAt(pick, '3,11', 0)).toBe(2);
    expect(columnAt(pick, '03,11', 4)).toBeNull();
    expect(columnAt(pick, '03,12', 1)).toBeNull();
    const vn = trendLayout('vn')!;
    const prizes = ['12345', '67890', ...Array<string>(25).fill('11')].join(',');
    expect(columnAt(vn, prizes, 0)).toBe(4);
    expect(columnAt(vn, prizes, 1)).toBe(5);
    expect(columnAt(vn, '', 0)).toBeNull();
  });

  it('orders draws oldest first', () => {
    const list = [
      draw('20261123-0003', '1', 3000),
      draw('20261123-0001', '1', 1000),
      draw('20261123-0002', '1', 2000),
    ];
    expect(chronological(list).map((d) => d.numero)).toEqual([
      '20261123-0001',
      '20261123-0002',
      '20261123-0003',
    ]);
    expect(list[0]!.numero).toBe('20261123-0003');
  });
});

describe('computeTrend', () => {
  const dice = trendLayout('dice')!;
  // Position 0 draws 1, 1, 3, 1, then a draw with nothing at the position.
  const draws = [
    draw('a', '1,2,3'),
    draw('b', '1,5,5'),
    draw('c', '3,3,3'),
    draw('d', '1,6,6'),
    draw('e', ''),
  ];

  it('counts issues since each number was last drawn, 0 on a hit', () => {
    const { rows } = computeTrend(dice, draws, 0);
    expect(rows.map((r) => r.hit)).toEqual([0, 0, 2, 0, null]);
    expect(rows[0]!.missing).toEqual([0, 1, 1, 1, 1, 1]);
    expect(rows[1]!.missing).toEqual([0, 2, 2, 2, 2, 2]);
    expect(rows[2]!.missing).toEqual([1, 3, 0, 3, 3, 3]);
    expect(rows[3]!.missing).toEqual([0, 4, 1, 4, 4, 4]);
    expect(rows[4]!.missing).toEqual([1, 5, 2, 5, 5, 5]);
  });

  it('sums appearances, longest missing runs and longest streaks', () => {
    const { stats } = computeTrend(dice, draws, 0);
    expect(stats.appearances).toEqual([3, 0, 1, 0, 0, 0]);
    expect(stats.maxMissing).toEqual([1, 5, 2, 5, 5, 5]);
    expect(stats.maxStreak).toEqual([2, 0, 1, 0, 0, 0]);
    expect(computeTrend(dice, draws, 2).stats.appearances).toEqual([0, 0, 2, 0, 1, 1]);
  });

  it('is empty without draws', () => {
    expect(computeTrend(dice, [], 0)).toEqual({
      rows: [],
      stats: {
        appearances: [0, 0, 0, 0, 0, 0],
        maxMissing: [0, 0, 0, 0, 0, 0],
        maxStreak: [0, 0, 0, 0, 0, 0],
      },
    });
  });
});

describe('chart geometry', () => {
  it('joins the ball centres row by row, skipping rows without a number', () => {
    const dice = trendLayout('dice')!;
    const { rows } = computeTrend(dice, [draw('a', '2'), draw('b', ''), draw('c', '6')], 0);
    const g = trendGeometry(dice, rows.length);
    expect(g.width).toBe(g.issueWidth + g.resultWidth + 6 * g.cellWidth);
    expect(g.height).toBe(g.headerHeight + 3 * g.rowHeight + g.footerHeight);
    const first = cellCentre(g, 0, 1);
    const third = cellCentre(g, 2, 5);
    expect(first).toEqual({ x: g.gridLeft + 1.5 * g.cellWidth, y: g.headerHeight + 0.5 * g.rowHeight });
    expect(polylinePoints(rows, g)).toBe(`${first.x},${first.y} ${third.x},${third.y}`);
  });

  it('fits the number columns of every game on a phone in the compact layout', () => {
    for (const kind of ['digits', 'pick', 'race', 'dice', 'vn']) {
      const g = trendGeometry(trendLayout(kind)!, 30, true);
      expect(g.resultWidth).toBe(0);
      expect(g.width, kind).toBeLessThanOrEqual(328);
      expect(g.ballRadius * 2).toBeLessThan(g.cellWidth);
      expect(g.height).toBe(g.headerHeight + 30 * g.rowHeight + 3 * g.statRowHeight);
    }
    expect(shortNumero('20261123-0042')).toBe('0042');
    expect(shortNumero('20261124')).toBe('1124');
  });

  it('widens the result column for long draws', () => {
    expect(trendGeometry(trendLayout('race')!, 1).resultWidth).toBeGreaterThan(
      trendGeometry(trendLayout('digits')!, 1).resultWidth,
    );
  });

  it('picks round axis ticks', () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(30)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('scales the frequency bars to the top tick', () => {
    const chart = frequencyChart([0, 5, 7], 15);
    const { plot } = chart;
    const span = plot.bottom - plot.top;
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 2, 4, 6, 8]);
    expect(chart.bars[0]).toMatchObject({ height: 0, y: plot.bottom, value: 0 });
    expect(chart.bars[2]!.height).toBeCloseTo((span * 7) / 8);
    expect(chart.bars[1]!.height).toBeCloseTo((span * 5) / 8);
    expect(chart.expectedY).toBeCloseTo(plot.bottom - (span * 5) / 8);
    // A tallest bar on a tick gets one more tick above it, for its label.
    expect(frequencyChart([2, 1], 3).ticks.map((t) => t.value)).toEqual([0, 1, 2, 3]);
    expect(chart.bars[1]!.x).toBeGreaterThan(chart.bars[0]!.x + chart.bars[0]!.width);
  });
});

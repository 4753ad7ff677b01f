import { decimalToMinor, minorToDecimal, sumMinor, type AdminDailyReportRow } from '@platform/shared';

/** The day label of a chart axis: MM-DD, short enough for a phone. */
export function shortDay(day: string): string {
  return day.length === 10 ? day.slice(5) : day;
}

export type ReportMetric = 'deposits' | 'withdrawals' | 'bets' | 'ggr';

/** One numeric series per metric over the report's days, for the charts. */
export function metricSeries(
  rows: readonly AdminDailyReportRow[],
  metrics: readonly ReportMetric[],
  name: (metric: ReportMetric) => string,
) {
  return metrics.map((metric) => ({ name: name(metric), values: rows.map((r) => Number(r[metric]) || 0) }));
}

/**
 * Column totals of a report as decimal strings of the merchant currency, summed exactly in minor
 * units (the rows carry 2 decimals whatever the currency; zeros beyond its scale lose nothing).
 */
export function reportTotals(rows: readonly AdminDailyReportRow[], currency: string) {
  const cents = (key: 'deposits' | 'withdrawals' | 'bets' | 'payouts' | 'ggr') =>
    minorToDecimal(sumMinor(rows.map((r) => decimalToMinor(r[key], currency))), currency);
  return {
    deposits: cents('deposits'),
    depositCount: rows.reduce((s, r) => s + r.depositCount, 0),
    withdrawals: cents('withdrawals'),
    withdrawalCount: rows.reduce((s, r) => s + r.withdrawalCount, 0),
    bets: cents('bets'),
    payouts: cents('payouts'),
    ggr: cents('ggr'),
    newMembers: rows.reduce((s, r) => s + r.newMembers, 0),
  };
}

/** The 500cai game reports: a bounded period (startDate, endDate) of the member's own play. */
import { endpoint } from '../../endpoint.js';
import { gameRoundHistoryValue, legacyReportQuery, lottoPnlValue } from '../../contracts/legacy-reports.js';

/** Vendor game rounds, newest first, paged. */
export const gameBetHistory = endpoint({
  method: 'GET',
  path: '/wps/report/accountGameBetHistory',
  auth: 'member',
  query: legacyReportQuery,
  value: gameRoundHistoryValue,
});
/** Settled lottery bets summed per game, with the period's total. */
export const lottoPnl = endpoint({
  method: 'GET',
  path: '/wps/report/detailedLottoPNL',
  auth: 'member',
  query: legacyReportQuery,
  value: lottoPnlValue,
});

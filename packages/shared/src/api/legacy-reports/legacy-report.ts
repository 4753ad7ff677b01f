/**
 * The 500cai reports: a bounded period (startDate, endDate) of the member's own play, and the
 * agent's team reports, answered by our agent centre's statements.
 */
import { endpoint } from '../../endpoint.js';
import {
  gameRoundHistoryValue,
  legacyCommissionQuery,
  legacyIncomeQuery,
  legacyReportQuery,
  legacyTeamReportQuery,
  lottoPnlValue,
  productPnlValue,
} from '../../contracts/legacy-reports.js';
import { payoutRecordsValue, personalStatementValue, teamStatementValue } from '../../contracts/agent.js';

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

// ---- The agent's team reports (our team statement, of one or more product types) ------------------

/** Deposits, withdrawals and play per downline (every product). */
export const downlineTransaction = endpoint({
  method: 'GET',
  path: '/wps/report/downlineTransaction',
  auth: 'member',
  query: legacyTeamReportQuery,
  value: teamStatementValue,
});
/** The same rows for the lottery only. */
export const downlineLottoPnl = endpoint({
  method: 'GET',
  path: '/wps/report/downlineLottoPNL',
  auth: 'member',
  query: legacyTeamReportQuery,
  value: teamStatementValue,
});
/** The same rows for PVP and fishing games. */
export const teamPvpFishingPnl = endpoint({
  method: 'GET',
  path: '/wps/report/teamPVPFishingPNL',
  auth: 'member',
  query: legacyTeamReportQuery,
  value: teamStatementValue,
});
/** The same rows for PVP and RNG (slot) games. */
export const teamPvpRngBetting = endpoint({
  method: 'GET',
  path: '/wps/report/teamPVPRNGBetting',
  auth: 'member',
  query: legacyTeamReportQuery,
  value: teamStatementValue,
});
/** The agent's own statement per business day. */
export const income = endpoint({
  method: 'GET',
  path: '/wps/report/income',
  auth: 'member',
  query: legacyIncomeQuery,
  value: personalStatementValue,
});
/** Salaries or dividends paid, as the agent centre's records. */
export const commission = endpoint({
  method: 'GET',
  path: '/wps/report/commission',
  auth: 'member',
  query: legacyCommissionQuery,
  value: payoutRecordsValue,
});
/** The member's own PVP and fishing play per product type (any member). */
export const personalPvpFishingPnl = endpoint({
  method: 'GET',
  path: '/wps/report/personalPVPFishingPNL',
  auth: 'member',
  query: legacyReportQuery,
  value: productPnlValue,
});

/**
 * Activity: running totals of deposits, bets and payouts per member, game type and hour, kept by
 * triggers in the transaction of each event. Ranks, rebates, turnover, agent figures and reports
 * read them here instead of summing history.
 */
export {
  ALL_GAMES,
  ActivityTotals,
  FIGURE_COLUMNS,
  NO_FIGURES,
  figuresBetween,
  type Figures,
  type Period,
} from './activity-totals.js';
export { LifetimeFigures, type ActivityChanges } from './lifetime-cache.js';

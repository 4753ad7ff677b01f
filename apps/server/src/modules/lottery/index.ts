/** Lottery: games, issues drawn from committed seeds, bets held on the ledger, set-based settlement, the scheduler. */
export { LotteryRepository } from './lottery.repository.js';
export { LotteryService, type DrawAnnouncer } from './lottery.service.js';
export { LotteryQueries } from './lottery.queries.js';
export { LotteryFieldQueries } from './lottery-field.queries.js';
export { registerLotteryRoutes } from './lottery.routes.js';
export { LotteryAdminService } from './lottery-admin.service.js';
export { LotteryRisk, type PlacementRisk } from './lottery-risk.js';
export { registerLotteryAdminRoutes } from './lottery.admin.routes.js';
export { LotteryScheduler } from './scheduler.js';
export { CurrentIssueCache } from './current-issue-cache.js';
export { LotteryGameCache } from './lottery-game-cache.js';
export { LottoPnlService } from './lotto-pnl.js';
export { LotteryFigures, type GameFigure } from './lottery-figures.repository.js';

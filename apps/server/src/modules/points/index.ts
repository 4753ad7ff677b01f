/** Points: the points mall, points earned on bets and deposits, redemptions and conversions. */
export { POINTS_WALLET } from './points-math.js';
export { PointsEarning } from './points-earning.js';
export { PointsService } from './points.service.js';
export { PointsAdminService } from './points-admin.service.js';
export { PointsScheduler } from './scheduler.js';
export { registerPointsRoutes } from './points.routes.js';
export { registerPointsAdminRoutes } from './points.admin.routes.js';

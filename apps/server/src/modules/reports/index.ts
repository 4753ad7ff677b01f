/** The back office's figures: daily report, GGR by game type and the dashboard. */
export { ReportsService } from './reports.service.js';
export { registerReportRoutes } from './reports.routes.js';

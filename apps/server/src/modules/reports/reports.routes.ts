import type { FastifyInstance } from 'fastify';
import { adminReportApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { ReportsService } from './reports.service.js';

/** Reports (area reports) and the dashboard (area dashboard) of the back office. */
export function registerReportRoutes(app: FastifyInstance, deps: { reports: ReportsService }): void {
  serve(app, adminReportApi.daily, (c) => deps.reports.daily(c.merchant, c.query.from, c.query.to));
  serve(app, adminReportApi.ggr, (c) => deps.reports.ggr(c.merchant, c.query.from, c.query.to));
  serve(app, adminReportApi.dashboard, (c) => deps.reports.dashboard(c.merchant));
}

import type { FastifyInstance } from 'fastify';
import { adminReportQuery } from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { ReportsService } from './reports.service.js';

/** Reports (area reports) and the dashboard (area dashboard) of the back office. */
export function registerReportRoutes(app: FastifyInstance, deps: { reports: ReportsService }): void {
  app.get('/admin/api/reports/daily', async (request) => {
    const { from, to } = adminReportQuery.parse(request.query);
    return deps.reports.daily(requireMerchant(request.merchant), from, to);
  });
  app.get('/admin/api/reports/ggr', async (request) => {
    const { from, to } = adminReportQuery.parse(request.query);
    return deps.reports.ggr(requireMerchant(request.merchant), from, to);
  });
  app.get('/admin/api/dashboard', async (request) =>
    deps.reports.dashboard(requireMerchant(request.merchant)),
  );
}

/** Figures of the merchant (area reports) and the landing page of every operator (area dashboard). */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { adminDailyReportRow, adminDashboard, adminGgrRow, adminReportQuery } from '../../contracts/admin.js';

export const daily = endpoint({
  method: 'GET',
  path: '/admin/api/reports/daily',
  auth: 'operator',
  query: adminReportQuery,
  value: z.array(adminDailyReportRow),
});
export const ggr = endpoint({
  method: 'GET',
  path: '/admin/api/reports/ggr',
  auth: 'operator',
  query: adminReportQuery,
  value: z.array(adminGgrRow),
});
export const dashboard = endpoint({
  method: 'GET',
  path: '/admin/api/dashboard',
  auth: 'operator',
  value: adminDashboard,
});

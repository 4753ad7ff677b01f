import type { FastifyInstance } from 'fastify';
import { supportAdminApi, supportApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { CustomerServiceService } from './customer-service.service.js';

/** Customer-service scripts for pages, and the entries and scripts back office. */
export function registerCustomerServiceRoutes(
  app: FastifyInstance,
  deps: { customerService: CustomerServiceService },
): void {
  const cs = deps.customerService;

  serve(app, supportApi.customerServiceScripts, (c) => cs.scripts(c.merchant));
  serve(app, supportApi.customerServiceScriptsByGet, (c) => cs.scripts(c.merchant));

  serve(app, supportAdminApi.csEntries, (c) => cs.entries(c.merchant, c.operator));
  serve(app, supportAdminApi.createCsEntry, (c) => cs.saveEntry(c.merchant, c.operator, c.body));
  serve(app, supportAdminApi.updateCsEntry, (c) => cs.saveEntry(c.merchant, c.operator, c.body, c.params.id));
  serve(app, supportAdminApi.deleteCsEntry, (c) => cs.deleteEntry(c.merchant, c.operator, c.params.id));

  serve(app, supportAdminApi.scripts, (c) => cs.adminScripts(c.merchant, c.operator));
  serve(app, supportAdminApi.createScript, (c) => cs.saveScript(c.merchant, c.operator, c.body));
  serve(app, supportAdminApi.updateScript, (c) => cs.saveScript(c.merchant, c.operator, c.body, c.params.id));
  serve(app, supportAdminApi.deleteScript, (c) => cs.deleteScript(c.merchant, c.operator, c.params.id));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminCsEntryRequest, adminScriptRequest, supportIdParam } from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { AdminService } from '../admin/admin.service.js';
import type { CustomerServiceService } from './customer-service.service.js';
import { operatorOf } from '../admin/admin-guard.js';

export interface CustomerServiceRouteDeps {
  admins: AdminService;
  customerService: CustomerServiceService;
}

/** Customer-service scripts for pages, and the entries and scripts back office. */
export function registerCustomerServiceRoutes(app: FastifyInstance, deps: CustomerServiceRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);
  const cs = deps.customerService;

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/wps/relay/MCSFE_getCustomerServiceScript',
      handler: async (request) => cs.scripts(merchantOf(request)),
    });
  }

  app.get('/admin/api/customer-service/entries', async (request) =>
    cs.entries(merchantOf(request), await admin(request)),
  );
  app.post('/admin/api/customer-service/entries', async (request) => {
    const input = adminCsEntryRequest.parse(request.body);
    return cs.saveEntry(merchantOf(request), await admin(request), input);
  });
  app.put('/admin/api/customer-service/entries/:id', async (request) => {
    const { id } = supportIdParam.parse(request.params);
    const input = adminCsEntryRequest.parse(request.body);
    return cs.saveEntry(merchantOf(request), await admin(request), input, id);
  });
  app.delete('/admin/api/customer-service/entries/:id', async (request) => {
    const { id } = supportIdParam.parse(request.params);
    return cs.deleteEntry(merchantOf(request), await admin(request), id);
  });

  app.get('/admin/api/customer-service/scripts', async (request) =>
    cs.adminScripts(merchantOf(request), await admin(request)),
  );
  app.post('/admin/api/customer-service/scripts', async (request) => {
    const input = adminScriptRequest.parse(request.body);
    return cs.saveScript(merchantOf(request), await admin(request), input);
  });
  app.put('/admin/api/customer-service/scripts/:id', async (request) => {
    const { id } = supportIdParam.parse(request.params);
    const input = adminScriptRequest.parse(request.body);
    return cs.saveScript(merchantOf(request), await admin(request), input, id);
  });
  app.delete('/admin/api/customer-service/scripts/:id', async (request) => {
    const { id } = supportIdParam.parse(request.params);
    return cs.deleteScript(merchantOf(request), await admin(request), id);
  });
}

import type { FastifyInstance } from 'fastify';
import { adminMerchantApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { MerchantAdminService } from './merchant-admin.service.js';

/** The merchant's site settings in the back office (area settings, owners only). */
export function registerMerchantAdminRoutes(
  app: FastifyInstance,
  deps: { merchantAdmin: MerchantAdminService },
): void {
  const service = deps.merchantAdmin;

  serve(app, adminMerchantApi.settings, (c) => service.settings(c.merchant));
  serve(app, adminMerchantApi.updateSettings, (c) => service.updateSettings(c.merchant, c.body));

  serve(app, adminMerchantApi.flags, (c) => service.flags(c.merchant));
  serve(app, adminMerchantApi.setFlags, (c) =>
    service.setFlags(c.merchant, 'flags' in c.body ? c.body.flags : [c.body]),
  );

  serve(app, adminMerchantApi.registerFields, (c) => service.registerFields(c.merchant));
  serve(app, adminMerchantApi.setRegisterFields, (c) => service.setRegisterFields(c.merchant, c.body.fields));

  serve(app, adminMerchantApi.domains, (c) => service.domains(c.merchant));
  serve(app, adminMerchantApi.addDomain, (c) => service.addDomain(c.merchant, c.body));
  serve(app, adminMerchantApi.removeDomain, (c) => service.removeDomain(c.merchant, c.params.id));
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminDomainCreate,
  adminMerchantFlagsUpdate,
  adminMerchantSettingsUpdate,
  adminRegisterFieldsUpdate,
} from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { MerchantAdminService } from './merchant-admin.service.js';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The merchant's site settings in the back office (area settings, owners only). */
export function registerMerchantAdminRoutes(
  app: FastifyInstance,
  deps: { merchantAdmin: MerchantAdminService },
): void {
  const service = deps.merchantAdmin;

  app.get('/admin/api/merchant/settings', async (request) =>
    service.settings(requireMerchant(request.merchant)),
  );
  app.put('/admin/api/merchant/settings', async (request) =>
    service.updateSettings(
      requireMerchant(request.merchant),
      adminMerchantSettingsUpdate.parse(request.body),
    ),
  );

  app.get('/admin/api/merchant/flags', async (request) => service.flags(requireMerchant(request.merchant)));
  app.put('/admin/api/merchant/flags', async (request) => {
    const input = adminMerchantFlagsUpdate.parse(request.body);
    return service.setFlags(requireMerchant(request.merchant), 'flags' in input ? input.flags : [input]);
  });

  app.get('/admin/api/merchant/register-fields', async (request) =>
    service.registerFields(requireMerchant(request.merchant)),
  );
  app.put('/admin/api/merchant/register-fields', async (request) => {
    const { fields } = adminRegisterFieldsUpdate.parse(request.body);
    return service.setRegisterFields(requireMerchant(request.merchant), fields);
  });

  app.get('/admin/api/merchant/domains', async (request) =>
    service.domains(requireMerchant(request.merchant)),
  );
  app.post('/admin/api/merchant/domains', async (request) =>
    service.addDomain(requireMerchant(request.merchant), adminDomainCreate.parse(request.body)),
  );
  app.delete('/admin/api/merchant/domains/:id', async (request) => {
    const { id } = idParam.parse(request.params);
    return service.removeDomain(requireMerchant(request.merchant), id);
  });
}

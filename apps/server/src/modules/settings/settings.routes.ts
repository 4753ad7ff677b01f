import type { FastifyInstance } from 'fastify';
import { systemStatusQuery } from '@platform/shared';
import { z } from 'zod';
import { requireMerchant } from '../../platform/http/request-context.js';
import { requestOrigin } from '../../platform/http/request-origin.js';
import type { SettingsService } from './settings.service.js';

const pingQuery = z.object({
  t: z.coerce.number().int().nonnegative().optional(),
  timestamp: z.coerce.number().optional(),
});

export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  app.get('/wps/system/status', async (request) => {
    const { host } = systemStatusQuery.parse(request.query);
    return settings.status(requireMerchant(request.merchant), request.ip, host);
  });
  app.get('/wps/system/settings/consolidated', async (request) =>
    settings.consolidated(requireMerchant(request.merchant), requestOrigin(request)),
  );
  app.get('/wps/system/location', async (request) =>
    settings.location(request.ip, requireMerchant(request.merchant)),
  );
  app.get('/wps/system/whitelabel', async (request) =>
    settings.whitelabel(requireMerchant(request.merchant)),
  );
  app.get('/wps/system/templates', async (request) => settings.templates(requireMerchant(request.merchant)));
  app.get('/wps/system/domainRoute', async (request) =>
    settings.domainRoute(requireMerchant(request.merchant), requestOrigin(request)),
  );
  app.get('/wps/system/country', async (request) => settings.countries(requireMerchant(request.merchant)));
  app.get('/wps/system/setting/register', async (request) =>
    settings.registerSettings(requireMerchant(request.merchant)),
  );

  app.get('/wps/system/setting/telegram', async (request) =>
    settings.telegramSetting(requireMerchant(request.merchant)),
  );
  app.get('/wps/system/setting/firebase', async (request) =>
    settings.firebaseSetting(requireMerchant(request.merchant)),
  );

  // Speed tests call this on other domains of the merchant, where no Merchant header may be set.
  app.get('/wps/system/test/ping', { config: { merchant: 'optional' } }, async (request) => {
    const query = pingQuery.parse(request.query);
    return { t: query.t ?? query.timestamp ?? null, serverTime: Date.now() };
  });
}

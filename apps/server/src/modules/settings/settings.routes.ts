import type { FastifyInstance } from 'fastify';
import { fieldsByKey, legacySiteApi, systemApi } from '@platform/shared';
import { requestOrigin } from '../../platform/http/request-origin.js';
import { serve } from '../../platform/http/serve.js';
import type { SettingsService } from './settings.service.js';

export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  serve(app, systemApi.status, (c) =>
    settings.status(c.merchant, c.client.ip, {
      host: c.query.host || c.query.url,
      withInfo: Boolean(c.query.device),
      origin: requestOrigin(c.request),
    }),
  );
  serve(app, systemApi.consolidated, (c) => settings.consolidated(c.merchant, requestOrigin(c.request)));
  serve(app, systemApi.location, (c) => settings.location(c.client.ip, c.merchant));
  serve(app, systemApi.whitelabel, (c) => settings.whitelabel(c.merchant));
  serve(app, systemApi.templates, (c) => settings.templates(c.merchant));
  serve(app, systemApi.domainRoute, (c) => settings.domainRoute(c.merchant, requestOrigin(c.request)));
  serve(app, systemApi.countries, (c) => settings.countries(c.merchant));
  serve(app, systemApi.registerSettings, async (c) =>
    fieldsByKey(await settings.registerSettings(c.merchant)),
  );
  serve(app, systemApi.telegramSetting, (c) => settings.telegramSetting(c.merchant));
  serve(app, systemApi.firebaseSetting, (c) => settings.firebaseSetting(c.merchant));
  serve(app, systemApi.ping, (c) => settings.ping(c.query));
  // Field clients post their telemetry here and expect 204; we keep none of it.
  serve(
    app,
    legacySiteApi.collect,
    (c) => {
      void c.reply.code(204).send();
      return null;
    },
    { rateLimit: { max: 120, timeWindow: 60_000 }, bodyLimit: 16 * 1024 },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { DownloadService } from './download.service.js';

/** The app download setting (no login), also under its relay name. */
export function registerDownloadRoutes(app: FastifyInstance, deps: { download: DownloadService }): void {
  const setting = (request: FastifyRequest) =>
    deps.download.setting(requireMerchant(request.merchant), request.language);
  app.get('/wps/system/download/setting', async (request) => setting(request));
  app.get('/wps/relay/MCSFE_getDownloadSetting', async (request) => setting(request));
  app.post('/wps/relay/MCSFE_getDownloadSetting', async (request) => setting(request));
}

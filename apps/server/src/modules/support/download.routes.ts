import type { FastifyInstance } from 'fastify';
import { supportApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { DownloadService } from './download.service.js';

/** The app download setting (no login), also under its relay name. */
export function registerDownloadRoutes(app: FastifyInstance, deps: { download: DownloadService }): void {
  serve(app, supportApi.downloadSetting, (c) => deps.download.setting(c.merchant, c.client.language));
  serve(app, supportApi.downloadSettingByPost, (c) => deps.download.setting(c.merchant, c.client.language));
}

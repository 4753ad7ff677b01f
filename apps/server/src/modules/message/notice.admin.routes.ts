import type { FastifyInstance } from 'fastify';
import { ADMIN_NOTICE_VIEWS, noticeAdminApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { NoticeAdminService } from './notice-admin.service.js';

/** /admin/api/notices, /banners and /popups: the same CRUD over each view's notice types. */
export function registerNoticeAdminRoutes(
  app: FastifyInstance,
  deps: { noticeAdmin: NoticeAdminService },
): void {
  const service = deps.noticeAdmin;
  for (const view of ADMIN_NOTICE_VIEWS) {
    const api = noticeAdminApi[view];
    serve(app, api.list, (c) => service.list(c.merchant, c.operator, view, c.query));
    serve(app, api.one, (c) => service.one(c.merchant, c.operator, view, c.params.id));
    serve(app, api.create, (c) => service.create(c.merchant, c.operator, view, c.body));
    serve(app, api.update, (c) => service.update(c.merchant, c.operator, view, c.params.id, c.body));
    serve(app, api.remove, (c) => service.remove(c.merchant, c.operator, view, c.params.id));
  }
}

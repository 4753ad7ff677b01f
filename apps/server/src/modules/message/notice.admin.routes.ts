import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_NOTICE_VIEWS,
  adminNoticeCreate,
  adminNoticeQuery,
  adminNoticeUpdate,
  messageIdParam,
} from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { AdminService } from '../admin/admin.service.js';
import type { NoticeAdminService } from './notice-admin.service.js';
import { operatorOf } from '../admin/admin-guard.js';

export interface NoticeAdminRouteDeps {
  admins: AdminService;
  noticeAdmin: NoticeAdminService;
}

/** /admin/api/notices, /banners and /popups: the same CRUD over each view's notice types. */
export function registerNoticeAdminRoutes(app: FastifyInstance, deps: NoticeAdminRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);
  const service = deps.noticeAdmin;

  for (const view of ADMIN_NOTICE_VIEWS) {
    const base = `/admin/api/${view}`;
    app.get(base, async (request) => {
      const actor = await admin(request);
      return service.list(merchantOf(request), actor, view, adminNoticeQuery.parse(request.query));
    });
    app.get(`${base}/:id`, async (request) => {
      const actor = await admin(request);
      const { id } = messageIdParam.parse(request.params);
      return service.one(merchantOf(request), actor, view, id);
    });
    app.post(base, async (request) => {
      const actor = await admin(request);
      return service.create(merchantOf(request), actor, view, adminNoticeCreate.parse(request.body));
    });
    app.put(`${base}/:id`, async (request) => {
      const actor = await admin(request);
      const { id } = messageIdParam.parse(request.params);
      return service.update(merchantOf(request), actor, view, id, adminNoticeUpdate.parse(request.body));
    });
    app.delete(`${base}/:id`, async (request) => {
      const actor = await admin(request);
      const { id } = messageIdParam.parse(request.params);
      return service.remove(merchantOf(request), actor, view, id);
    });
  }
}

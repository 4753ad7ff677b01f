import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminMemberAdjust,
  adminMemberLock,
  adminMemberQuery,
  adminMemberResetPassword,
} from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { MemberAdminService } from './member-admin.service.js';

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** Corrections by hand are rare; a burst is a script or a stuck button. */
const ADJUST_RATE = { max: 60, timeWindow: 60_000 };

/**
 * Members in the back office (areas members and memberMoney). The admin guard has already
 * resolved the operator and checked the role; the reason of a lock, reset or adjustment is kept
 * by the audit log with the rest of the request.
 */
export function registerMemberAdminRoutes(app: FastifyInstance, deps: { memberAdmin: MemberAdminService }) {
  const service = deps.memberAdmin;

  app.get('/admin/api/members', async (request) => {
    const { q, status, page, size } = adminMemberQuery.parse(request.query);
    return service.list(requireMerchant(request.merchant), { q: q || undefined, status }, page, size);
  });
  app.get('/admin/api/members/:id', async (request) => {
    const { id } = idParam.parse(request.params);
    return service.detail(requireMerchant(request.merchant), id);
  });
  app.post('/admin/api/members/:id/lock', async (request) => {
    const { id } = idParam.parse(request.params);
    const { locked } = adminMemberLock.parse(request.body);
    return service.lock(requireMerchant(request.merchant), id, locked);
  });
  app.post('/admin/api/members/:id/reset-password', async (request) => {
    const { id } = idParam.parse(request.params);
    adminMemberResetPassword.parse(request.body);
    return service.resetPassword(requireMerchant(request.merchant), id);
  });
  app.post('/admin/api/members/:id/adjust', { config: { rateLimit: ADJUST_RATE } }, async (request) => {
    const { id } = idParam.parse(request.params);
    return service.adjust(requireMerchant(request.merchant), id, adminMemberAdjust.parse(request.body));
  });
}

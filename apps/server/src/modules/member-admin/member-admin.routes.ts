import type { FastifyInstance } from 'fastify';
import { adminMemberApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { MemberAdminService } from './member-admin.service.js';

/** Corrections by hand are rare; a burst is a script or a stuck button. */
const ADJUST_RATE = { rateLimit: { max: 60, timeWindow: 60_000 } };

/**
 * Members in the back office (areas members and memberMoney). The admin guard has already
 * resolved the operator and checked the role; the reason of a lock, reset or adjustment is kept
 * by the audit log with the rest of the request.
 */
export function registerMemberAdminRoutes(app: FastifyInstance, deps: { memberAdmin: MemberAdminService }) {
  const service = deps.memberAdmin;

  serve(app, adminMemberApi.list, (c) =>
    service.list(
      c.merchant,
      { q: c.query.q || undefined, status: c.query.status },
      c.query.page,
      c.query.size,
    ),
  );
  serve(app, adminMemberApi.detail, (c) => service.detail(c.merchant, c.params.id));
  serve(app, adminMemberApi.lock, (c) => service.lock(c.merchant, c.params.id, c.body.locked));
  serve(app, adminMemberApi.resetPassword, (c) => service.resetPassword(c.merchant, c.params.id));
  serve(app, adminMemberApi.adjust, (c) => service.adjust(c.merchant, c.params.id, c.body), ADJUST_RATE);
}

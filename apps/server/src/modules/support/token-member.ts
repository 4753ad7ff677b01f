import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionContext } from '../session/index.js';

/**
 * The member behind a call that visitors may make too (auth `member?`), where a token, once
 * sent, must be a member's valid session with full rights: a stale one is refused rather than
 * taken for a visitor, so a member never ends up writing as someone anonymous.
 */
export function memberIfToken(request: FastifyRequest): SessionContext | null {
  if (!request.authToken) return null;
  const session = request.session;
  if (!session) throw new AppError('user.or.token.invalid');
  if (session.scope === 'password') {
    throw new AppError('PWDEXPFORCECHANGE3', undefined, { passwordExpired: true });
  }
  return session;
}

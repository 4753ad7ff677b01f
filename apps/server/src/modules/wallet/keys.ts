import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, idempotencyKey } from '@platform/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';

/**
 * The idempotency key of a member's request: the Idempotency-Key header or the body's requestId
 * (both may be sent if they agree). Keys are scoped to the member, so nobody can collide with,
 * or probe for, another member's keys. Without a key every request is a new one.
 */
export function memberRequestKey(
  request: FastifyRequest,
  bodyKey: string | null | undefined,
  memberId: number,
): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (header !== undefined && !idempotencyKey.safeParse(header).success) {
    throw new AppError('request.invalid', `${IDEMPOTENCY_HEADER}: 8-64 of A-Z a-z 0-9 _ . : -`);
  }
  if (header && bodyKey && header !== bodyKey) {
    throw new AppError('request.invalid', `requestId: differs from the ${IDEMPOTENCY_HEADER} header`);
  }
  const key = header ?? bodyKey ?? `auto-${randomUUID()}`;
  return `m${memberId}:${key}`;
}

import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, idempotencyKey } from '@platform/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';

/** The Idempotency-Key header as sent, checked; null without one. */
export function headerRequestKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (header === undefined) return null;
  if (!idempotencyKey.safeParse(header).success) {
    throw new AppError('request.invalid', `${IDEMPOTENCY_HEADER}: 8-64 of A-Z a-z 0-9 _ . : -`);
  }
  return header;
}

/**
 * The one key of a request that may carry it in several places (header, body, slip): any of
 * them may be sent, but those sent must agree. Null when none is.
 */
export function agreedRequestKey(...keys: (string | null | undefined)[]): string | null {
  const sent = keys.filter((k): k is string => !!k);
  if (sent.some((k) => k !== sent[0])) {
    throw new AppError('request.invalid', `requestId: differs from the ${IDEMPOTENCY_HEADER} header`);
  }
  return sent[0] ?? null;
}

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
  const key = agreedRequestKey(headerRequestKey(request), bodyKey) ?? `auto-${randomUUID()}`;
  return `m${memberId}:${key}`;
}

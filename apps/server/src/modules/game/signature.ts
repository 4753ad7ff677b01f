import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Signature of a seamless-wallet callback: lower-case hex HMAC-SHA256 of the raw body. */
export function signBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;

/** Constant-time comparison, so the answer time tells nothing about how much of a guess was right. */
export function verifySignature(
  secret: string,
  rawBody: string | Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || !HEX_SHA256.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

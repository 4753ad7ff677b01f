import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Small primitives over node:crypto that several modules use (codes, tokens, keyed hashes,
 * sealed secrets); the keys themselves are the security module's.
 */

/** Hex SHA-256 of a random token: what is stored instead of the token itself. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmacHex(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** Constant-time comparison of two hex digests (or any equal-length strings). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export { randomDigits, randomFrom } from './random.js';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

/** AES-256-GCM; the output carries its nonce and tag so it can be stored as one string. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

export function unseal(key: Buffer, sealed: string): string | null {
  const [iv, body, tag] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

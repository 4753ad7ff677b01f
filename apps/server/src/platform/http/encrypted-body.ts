import { createDecipheriv } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import type { RsaKeyStore } from './rsa-key-store.js';
import { parseRequestJson } from './input-guard.js';

/** DES-ECB with an 8-byte key equals DES-EDE3-ECB with that key three times; OpenSSL 3 keeps only the latter by default. */
export function desDecrypt(base64: string, key: string): string {
  const k = Buffer.from(key.slice(0, 8), 'latin1');
  const decipher = createDecipheriv('des-ede3-ecb', Buffer.concat([k, k, k]), null);
  decipher.setAutoPadding(true);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function cipherTextOf(body: unknown): string | null {
  if (typeof body === 'string') {
    const text = body.trim();
    if (!text.startsWith('{')) return text.replace(/^"|"$/g, '');
    try {
      return cipherTextOf(parseRequestJson(text));
    } catch {
      return null;
    }
  }
  if (body && typeof body === 'object' && typeof (body as { value?: unknown }).value === 'string') {
    return (body as { value: string }).value;
  }
  return null;
}

/**
 * JSON bodies are parsed by hand so that an encrypted route can receive the raw base64
 * string even when the client labels it application/json: field clients send the cipher text
 * bare or as {"value": ...}.
 */
export function registerEncryptedBodies(app: FastifyInstance, keys: RsaKeyStore): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  const parse = (request: FastifyRequest, body: string) => {
    if (request.routeOptions.config?.encrypted && request.headers.encryption) return body;
    if (body.trim() === '') return undefined;
    try {
      return parseRequestJson(body);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (request.headers['content-type']?.startsWith('text/plain')) return body;
      throw new AppError('request.invalid');
    }
  };
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1_048_576 },
    (request, body, done) => {
      try {
        done(null, parse(request, body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  // A callback hook (nothing here waits): most requests pass through it without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.routeOptions.config?.encrypted) return done();
    try {
      decryptBody(request, keys);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

/** Replaces the body of an encrypted route's request with its decrypted JSON; plain bodies pass when the merchant allows them. */
function decryptBody(request: FastifyRequest, keys: RsaKeyStore): void {
  const header = request.headers.encryption;
  if (typeof header !== 'string' || header === '') {
    if (request.merchant && request.merchant.extra.allowPlainBodies === false)
      throw new AppError('encryption.invalid');
    return;
  }
  const key = keys.recoverSessionKey(header);
  const cipherText = cipherTextOf(request.body);
  if (!key || !cipherText || cipherText.length > 1_048_576 || !BASE64.test(cipherText)) {
    throw new AppError('encryption.invalid');
  }
  let plain: string;
  try {
    plain = desDecrypt(cipherText, key);
  } catch {
    throw new AppError('encryption.invalid');
  }
  try {
    request.body = parseRequestJson(plain);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('encryption.invalid');
  }
}

import {
  createHash,
  createHmac,
  createPublicKey,
  verify,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { FIREBASE_CHANNEL_FLAGS, type TelegramAuthData } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { sameDigest } from '../security/index.js';
import type { FeatureFlags, MerchantContext } from '../settings/index.js';

/** Telegram's advice: refuse widget data older than a day, so a leaked login link does not last. */
export const TELEGRAM_AUTH_MAX_AGE_S = 86_400;
/** Clock difference tolerated between Telegram or Google and this server. */
const CLOCK_SKEW_S = 300;

export interface TelegramUser {
  id: string;
  username: string | null;
}

/**
 * Checks Telegram login widget data as Telegram publishes it: the data-check-string is every
 * received field except hash as key=value lines sorted by key; its HMAC-SHA256 keyed with
 * SHA256(bot token) must equal hash, and auth_date must be recent.
 */
export function verifyTelegramAuth(
  data: TelegramAuthData,
  botToken: string,
  nowSeconds: number,
): TelegramUser {
  const { hash, ...fields } = data as Record<string, unknown> & { hash: string };
  const checkString = Object.keys(fields)
    .filter((key) => fields[key] !== undefined && fields[key] !== null)
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(checkString).digest('hex');
  if (!sameDigest(expected, hash.toLowerCase())) throw new AppError('telegram_auth_invalid');
  const authDate = Number(fields.auth_date);
  if (!Number.isFinite(authDate) || nowSeconds - authDate > TELEGRAM_AUTH_MAX_AGE_S) {
    throw new AppError('telegram_auth_invalid');
  }
  if (authDate > nowSeconds + CLOCK_SKEW_S) throw new AppError('telegram_auth_invalid');
  const username = typeof fields.username === 'string' ? fields.username : null;
  return { id: String(fields.id), username };
}

export interface FirebaseSettings {
  projectId: string;
  /** kid to PEM public key or X.509 certificate (Google publishes certificates). */
  publicKeys: Record<string, string>;
}

export interface FirebaseUser {
  uid: string;
  phoneNumber: string | null;
  email: string | null;
}

function publicKeyOf(pem: string): KeyObject | null {
  try {
    return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
  } catch {
    return null;
  }
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a Firebase ID token the way Firebase documents it: RS256 signed by one of the
 * configured keys (by kid), iss https://securetoken.google.com/<projectId>, aud the project,
 * exp in the future, iat and auth_time in the past, sub a non-empty uid of at most 128 characters.
 */
export function verifyFirebaseIdToken(
  token: string,
  settings: FirebaseSettings,
  nowSeconds: number,
): FirebaseUser {
  const invalid = () => new AppError('firebase_token_invalid');
  const parts = token.trim().split('.');
  if (parts.length !== 3) throw invalid();
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  const payload = decodeJson(payloadPart);
  if (!header || !payload || header.alg !== 'RS256' || typeof header.kid !== 'string') throw invalid();
  if (!Object.prototype.hasOwnProperty.call(settings.publicKeys, header.kid)) throw invalid();
  const key = publicKeyOf(settings.publicKeys[header.kid]!);
  if (!key || key.asymmetricKeyType !== 'rsa') throw invalid();
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    key,
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) throw invalid();

  const { iss, aud, exp, iat, sub } = payload;
  const authTime = payload.auth_time;
  if (aud !== settings.projectId || iss !== `https://securetoken.google.com/${settings.projectId}`)
    throw invalid();
  if (typeof exp !== 'number' || exp <= nowSeconds) throw invalid();
  if (typeof iat !== 'number' || iat > nowSeconds + CLOCK_SKEW_S) throw invalid();
  if (authTime !== undefined && (typeof authTime !== 'number' || authTime > nowSeconds + CLOCK_SKEW_S)) {
    throw invalid();
  }
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) throw invalid();
  return {
    uid: sub,
    phoneNumber: typeof payload.phone_number === 'string' ? payload.phone_number : null,
    email: typeof payload.email === 'string' ? payload.email : null,
  };
}

/** Third-party sign-in with the merchant's own settings and flags. */
export class ThirdPartyAuth {
  constructor(
    private readonly flags: FeatureFlags,
    private readonly now: () => number = Date.now,
  ) {}

  async telegram(merchant: MerchantContext, data: TelegramAuthData): Promise<TelegramUser> {
    const settings = merchant.extra.telegram;
    if (!settings?.botToken) throw new AppError('function.not.available');
    await this.flags.require(merchant, 'TELEGRAMLOGIN3');
    return verifyTelegramAuth(data, settings.botToken, Math.floor(this.now() / 1000));
  }

  async firebase(merchant: MerchantContext, token: string, channel: string | null | undefined) {
    const settings = merchant.extra.firebase;
    if (!settings?.projectId) throw new AppError('function.not.available');
    if (channel) {
      const key = channel.toLowerCase();
      const flag = Object.hasOwn(FIREBASE_CHANNEL_FLAGS, key)
        ? FIREBASE_CHANNEL_FLAGS[key as keyof typeof FIREBASE_CHANNEL_FLAGS]
        : undefined;
      if (!flag) throw new AppError('function.not.available');
      await this.flags.require(merchant, flag);
    }
    return verifyFirebaseIdToken(token, settings, Math.floor(this.now() / 1000));
  }

  /** What the bind dialog may offer besides "log in with an existing account". */
  async bindOffer(merchant: MerchantContext, provider: 'telegram' | 'firebase') {
    const on = await this.flags.enabled(merchant);
    return {
      provider,
      autoCreate: provider === 'firebase' && on.has('FIREBASECREATEACC3'),
      manualRegister: on.has('REG3') && on.has('SSOMANUALREG3'),
    };
  }
}

import { randomBytes, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { Resvg } from '@resvg/resvg-js';
import { AppError } from '../../platform/http/app-error.js';
import { hmacHex, randomFrom, sameDigest } from '../../platform/crypto.js';
import type { MerchantContext } from '../settings/index.js';
import type { SecretStore } from '../security/index.js';
import type { CaptchaRepository } from './captcha.repository.js';

// Letters and digits that cannot be mistaken for one another; codes are compared without case.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;

// The package exports its renderer as the module itself; its typings only declare the helpers.
const renderSvg = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; noise: number; color: boolean; background: string },
) => string;

export interface IssuedCaptcha {
  id: string;
  pngBase64: string;
  maxAgeSeconds: number;
}

export class CaptchaService {
  /** Draws the code of a new captcha; replaceable so tests can know the code behind an image. */
  codeGenerator: () => string = () => randomFrom(ALPHABET, CODE_LENGTH);

  constructor(
    private readonly repository: CaptchaRepository,
    private readonly secrets: SecretStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private hash(merchant: MerchantContext, id: string, code: string): string {
    return hmacHex(this.secrets.key('captcha-hmac'), `${merchant.id}:${id}:${code.trim().toUpperCase()}`);
  }

  async create(merchant: MerchantContext): Promise<IssuedCaptcha> {
    const id = randomUUID();
    const code = this.codeGenerator();
    const svg = renderSvg(code, { width: 120, height: 40, noise: 3, color: true, background: '#f4f1e8' });
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: 120 } }).render().asPng();
    const now = this.now();
    await this.repository.insert({
      id,
      merchantId: merchant.id,
      codeHash: this.hash(merchant, id, code),
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    });
    // Expired rows are useless; clearing them now and then keeps the table small without a job.
    if (Math.random() < 0.02) await this.repository.deleteExpiredBefore(new Date(now.getTime() - 3_600_000));
    return { id, pngBase64: Buffer.from(png).toString('base64'), maxAgeSeconds: CAPTCHA_TTL_MS / 1000 };
  }

  /**
   * Checks a typed code against the captcha of the cookie. Any check uses the captcha up, right
   * or wrong, so a code can neither be replayed nor guessed twice. The errors carry captcha:true
   * so that the client shows a fresh image.
   */
  async check(merchant: MerchantContext, captchaId: string | null, code: string | null | undefined) {
    const typed = code?.trim() ?? '';
    if (!typed) throw new AppError('captcha_required', undefined, { captcha: true });
    if (!captchaId || !/^[0-9a-f-]{36}$/.test(captchaId) || typed.length > 16) {
      throw new AppError('captcha_invalid', undefined, { captcha: true });
    }
    const stored = await this.repository.consume(merchant.id, captchaId, this.now());
    if (!stored || !sameDigest(stored, this.hash(merchant, captchaId, typed))) {
      throw new AppError('captcha_invalid', undefined, { captcha: true });
    }
  }

  /**
   * Geetest's first step. This server holds no Geetest private key and does not call Geetest's
   * servers, so it always answers the offline (failback) mode, success 0, and clients fall back
   * to the image captcha; gt is the merchant's GEETEST_ID, empty when it has none.
   */
  geetest(merchant: MerchantContext) {
    return {
      gt: merchant.extra.gw.GEETEST_ID,
      challenge: merchant.extra.gw.GEETEST_ID ? randomBytes(16).toString('hex') : '',
      newCaptcha: true,
      success: 0 as const,
    };
  }
}

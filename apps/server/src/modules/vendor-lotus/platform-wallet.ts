import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SEAMLESS_SIGNATURE_HEADER, type SeamlessResponse } from '@platform/shared';

/**
 * How Lotus reaches the platform's seamless wallet. Production goes through app.inject() on the
 * same Fastify instance, so each call passes the very route, signature check and ledger that an
 * outside vendor's HTTP call would; tests pass a fake platform instead.
 */

export type SeamlessOperation = 'balance' | 'debit' | 'credit' | 'rollback';

export interface SeamlessTransport {
  /** Throws when no well-formed answer came back (the outcome of the call is then unknown). */
  call(vendorCode: string, operation: SeamlessOperation, body: object): Promise<SeamlessResponse>;
}

/** Lower-case hex HMAC-SHA256 of the raw body, as the X-Signature header carries it. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export class InjectTransport implements SeamlessTransport {
  constructor(
    private readonly app: FastifyInstance,
    private readonly secret: string,
  ) {}

  async call(vendorCode: string, operation: SeamlessOperation, body: object): Promise<SeamlessResponse> {
    const raw = JSON.stringify(body);
    const response = await this.app.inject({
      method: 'POST',
      url: `/seamless/${encodeURIComponent(vendorCode)}/${operation}`,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_SIGNATURE_HEADER]: signBody(this.secret, raw),
      },
      payload: raw,
    });
    let answer: unknown;
    try {
      answer = JSON.parse(response.body);
    } catch {
      throw new Error(`seamless ${operation} answered ${response.statusCode} without JSON`);
    }
    if (!answer || typeof answer !== 'object' || typeof (answer as SeamlessResponse).status !== 'string') {
      throw new Error(`seamless ${operation} answered ${response.statusCode} without a status`);
    }
    return answer as SeamlessResponse;
  }
}

import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { seamlessResponseValue } from '../../contracts/game.js';

/**
 * A vendor's seamless-wallet callback: bare JSON, no Merchant header (the game session names
 * the merchant). The handler checks the HMAC of the raw body (X-Signature), so the body is read
 * as text rather than declared here; every answer, refusals included, has the same shape.
 */
/*#__NO_SIDE_EFFECTS__*/
const seamless = <const P extends string>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'vendor',
    params: z.object({ vendorCode: z.string() }),
    value: seamlessResponseValue,
    wire: { bare: true, merchant: 'none' },
  });

export const balance = seamless('/seamless/:vendorCode/balance');
export const debit = seamless('/seamless/:vendorCode/debit');
export const credit = seamless('/seamless/:vendorCode/credit');
export const rollback = seamless('/seamless/:vendorCode/rollback');

import { and, eq } from 'drizzle-orm';
import { SEAMLESS_SIGNATURE_HEADER, type SeamlessResponse } from '@platform/shared';
import { DEV_BUILTIN_VENDOR_SECRET } from '../../config.js';
import type { TestApp } from '../../platform/testing/test-app.js';
import { body, client } from '../../platform/testing/accounts.js';
import { gameVendors, games } from './game.tables.js';
import { signBody } from './signature.js';

/** Helpers for game tests: game ids, launches and signed seamless-wallet calls. */

export async function gameIdOf(t: TestApp, merchant: string, gameCode: string): Promise<number> {
  const m = await t.services.directory.byMerchantCode(merchant);
  const [row] = await t.database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.merchantId, m!.id), eq(games.gameCode, gameCode)));
  if (!row) throw new Error(`no game ${gameCode} at ${merchant}`);
  return row.id;
}

export async function vendorIdOf(t: TestApp, merchant: string, code: string): Promise<number> {
  const m = await t.services.directory.byMerchantCode(merchant);
  const [row] = await t.database.db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, m!.id), eq(gameVendors.code, code)));
  if (!row) throw new Error(`no vendor ${code} at ${merchant}`);
  return row.id;
}

/**
 * Launches a game and answers the game-session token and player id from its URL, the URL's path
 * and query (to inject) and the absolute URL as answered.
 */
export async function launch(
  t: TestApp,
  token: string,
  gameId: number,
  o: { merchant?: string; confirmTrans?: 0 | 1 } = {},
): Promise<{ session: string; player: string; url: string; gameUrl: string }> {
  const res = await client(t).post(
    '/wps/game/launchGame/v2',
    { gameId, launchMode: 'RNG', confirmTrans: o.confirmTrans ?? 1, language: 'EN' },
    { token, merchant: o.merchant },
  );
  const value = body(res).value;
  if (!value?.gameUrl) throw new Error(`launch failed: ${res.body}`);
  const url = new URL(value.gameUrl as string);
  return {
    session: url.searchParams.get('session')!,
    player: url.searchParams.get('player')!,
    url: url.pathname + url.search,
    gameUrl: value.gameUrl,
  };
}

/** A signed callback as a vendor sends it: no Merchant header, X-Signature over the raw body. */
export async function seamless(
  t: TestApp,
  vendor: string,
  call: 'balance' | 'debit' | 'credit' | 'rollback',
  payload: Record<string, unknown>,
  o: { secret?: string; signature?: string } = {},
): Promise<SeamlessResponse> {
  const raw = JSON.stringify({ timestamp: Date.now(), ...payload });
  const res = await t.app.inject({
    method: 'POST',
    url: `/seamless/${vendor}/${call}`,
    headers: {
      'content-type': 'application/json',
      [SEAMLESS_SIGNATURE_HEADER]: o.signature ?? signBody(o.secret ?? DEV_BUILTIN_VENDOR_SECRET, raw),
    },
    payload: raw,
  });
  if (res.statusCode !== 200) throw new Error(`seamless ${call} answered ${res.statusCode}: ${res.body}`);
  return res.json() as SeamlessResponse;
}

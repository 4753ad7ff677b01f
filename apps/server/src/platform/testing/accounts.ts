import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { MerchantExtraSettings } from '../../modules/settings/settings.tables.js';
import { merchantFlags, merchantRegisterFields, merchants } from '../../modules/settings/settings.tables.js';
import { rateCounters } from '../../modules/security/security.tables.js';
import type { TestApp } from './test-app.js';

/** Helpers for API tests of the account area: requests, settings switches, captchas and outbox codes. */

let addressCounter = 0;
/** A fresh client address (TEST-NET-2), so per-address counters of one test do not leak into another. */
export function freshIp(): string {
  addressCounter++;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export interface CallOptions {
  merchant?: string;
  token?: string;
  ip?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** defaults.language: the Language header of every call that sends none (else the merchant's default applies). */
export function client(t: TestApp, defaults: { language?: string } = {}) {
  const headersOf = (o: CallOptions) => ({
    Merchant: o.merchant ?? 'demo',
    ...(defaults.language ? { Language: defaults.language } : {}),
    'X-Forwarded-For': o.ip ?? freshIp(),
    ...(o.token ? { Authorization: o.token } : {}),
    ...(o.cookie ? { cookie: o.cookie } : {}),
    ...o.headers,
  });
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    o: CallOptions = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: headersOf(o),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, o?: CallOptions) => call('GET', url, undefined, o),
    post: (url: string, payload?: unknown, o?: CallOptions) => call('POST', url, payload ?? {}, o),
    put: (url: string, payload?: unknown, o?: CallOptions) => call('PUT', url, payload ?? {}, o),
    del: (url: string, o?: CallOptions) => call('DELETE', url, undefined, o),
  };
}

export function body(res: LightMyRequestResponse) {
  return res.json() as { success: boolean; value: any; errorCode: string | null; message: string | null }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function merchantId(t: TestApp, code: string): Promise<number> {
  const merchant = await t.services.directory.byMerchantCode(code);
  if (!merchant) throw new Error(`no merchant ${code}`);
  return merchant.id;
}

/** Forgets every rate counter (sending limits, failed logins), for tests that send to one number twice. */
export async function resetCounters(t: TestApp): Promise<void> {
  await t.database.db.delete(rateCounters);
}

export async function setFlag(t: TestApp, merchant: string, modId: string, enabled: boolean): Promise<void> {
  const id = await merchantId(t, merchant);
  await t.database.db
    .update(merchantFlags)
    .set({ enabled })
    .where(and(eq(merchantFlags.merchantId, id), eq(merchantFlags.modId, modId)));
  await t.services.directory.flagsChanged(id);
}

export async function patchExtra(
  t: TestApp,
  merchant: string,
  patch: Partial<MerchantExtraSettings>,
): Promise<void> {
  await t.database.db
    .update(merchants)
    .set({ extra: sql`${merchants.extra} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(merchants.code, merchant));
  await t.services.directory.invalidate(merchant);
}

export async function setRegisterField(
  t: TestApp,
  merchant: string,
  key: string,
  patch: Partial<typeof merchantRegisterFields.$inferInsert>,
): Promise<void> {
  const id = await merchantId(t, merchant);
  await t.database.db
    .update(merchantRegisterFields)
    .set(patch)
    .where(and(eq(merchantRegisterFields.merchantId, id), eq(merchantRegisterFields.key, key)));
}

/** Fetches a captcha image whose code the test knows; answers the cookie to send with it. */
export async function captcha(
  t: TestApp,
  o: { merchant?: string; ip?: string; code?: string } = {},
): Promise<{ cookie: string; code: string }> {
  const code = o.code ?? 'K7PQ';
  t.services.captcha.codeGenerator = () => code;
  const res = await client(t).get('/wps/captcha', { merchant: o.merchant, ip: o.ip });
  const cookie = res.cookies.find((c) => c.name === 'captchaId');
  if (!cookie) throw new Error(`no captcha cookie: ${res.body}`);
  return { cookie: `captchaId=${cookie.value}`, code };
}

/** The latest message the outbox holds for a mobile number or e-mail address. */
export async function lastMessage(
  t: TestApp,
  to: { mobile?: string; email?: string },
  merchant = 'demo',
): Promise<string | null> {
  const query = to.mobile ? `mobile=${to.mobile}` : `email=${encodeURIComponent(to.email ?? '')}`;
  const res = await client(t).get(`/wps/dev/outbox?${query}&size=1`, { merchant });
  const list = body(res).value?.list as { body: string }[] | undefined;
  return list?.[0]?.body ?? null;
}

/** The six-digit code of the latest message to the recipient. */
export async function lastCode(t: TestApp, to: { mobile?: string; email?: string }, merchant = 'demo') {
  const text = await lastMessage(t, to, merchant);
  const match = text?.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in ${text}`);
  return match[1]!;
}

export async function loginToken(
  t: TestApp,
  username: string,
  password: string,
  merchant = 'demo',
): Promise<string> {
  const res = await client(t).post('/wps/session/login/unsecure', { username, password }, { merchant });
  const value = body(res).value;
  if (!value?.token) throw new Error(`login failed: ${res.body}`);
  return value.token as string;
}

/** A back-office token; the demo merchant's owner unless said otherwise. */
export async function operatorToken(
  t: TestApp,
  username = 'admin',
  password = 'admin1234',
  merchant = 'demo',
): Promise<string> {
  const res = await client(t).post('/admin/api/session/login', { username, password }, { merchant });
  const token = body(res).value?.token as string | undefined;
  if (!token) throw new Error(`operator login failed: ${res.body}`);
  return token;
}

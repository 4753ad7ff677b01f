import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_AREAS } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, resetCounters } from '../../platform/testing/accounts.js';
import { adminSessions, adminUsers } from './admin.tables.js';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetCounters(t);
});

const login = (username: string, password: string, merchant = 'demo') =>
  api.post('/admin/api/session/login', { username, password }, { merchant });

describe('back-office login', () => {
  it('logs the demo admin in with an envelope answer and stores only hashes', async () => {
    const res = await login('admin', 'admin1234');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      success: true,
      value: {
        token: expect.any(String),
        username: 'admin',
        merchantCode: 'demo',
        expiresAt: expect.any(Number),
      },
    });
    const token = body(res).value.token as string;
    const [user] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.username, 'admin'));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const stored = await t.database.db.select().from(adminSessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    const me = body(await api.get('/admin/api/session', { token })).value;
    expect(me).toEqual({
      username: 'admin',
      displayName: 'Golden Lotus Finance',
      role: 'OWNER',
      areas: [...ADMIN_AREAS],
      merchantCode: 'demo',
      merchantName: 'Golden Lotus',
      currency: 'THB',
      languages: ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'],
      defaultLanguage: 'CN',
    });
  });

  it('refuses wrong passwords and unknown users alike, then throttles', async () => {
    const wrong = await login('admin', 'admin12345');
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).errorCode).toBe('login.failed');
    expect(body(await login('nobody', 'admin1234')).errorCode).toBe('login.failed');
    for (let i = 0; i < 4; i++) await login('admin', 'bad-password');
    expect(body(await login('admin', 'admin1234')).errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('knows each merchant’s admins only within that merchant', async () => {
    expect(body(await login('admin', 'alphaadmin1')).errorCode).toBe('login.failed');
    const alpha = body(await login('admin', 'alphaadmin1', 'alpha')).value;
    expect(alpha.merchantCode).toBe('alpha');
    const other = await api.get('/admin/api/session', { token: alpha.token, merchant: 'demo' });
    expect(other.statusCode).toBe(401);
    expect(body(other).errorCode).toBe('user.or.token.invalid');
  });

  it('needs a token, and logout revokes it', async () => {
    const none = await api.get('/admin/api/deposits');
    expect(none.statusCode).toBe(401);
    expect(body(none).errorCode).toBe('login.not.session');
    const token = body(await login('admin', 'admin1234')).value.token as string;
    expect(body(await api.del('/admin/api/session/logout', { token })).value).toEqual({ loggedOut: true });
    expect((await api.get('/admin/api/deposits', { token })).statusCode).toBe(401);
  });

  it('refuses malformed input without a server error', async () => {
    for (const payload of [
      {},
      { username: '', password: 'x' },
      { username: 'a'.repeat(40), password: 'x' },
      [],
    ]) {
      const res = await api.post('/admin/api/session/login', payload);
      expect(res.statusCode).toBe(400);
    }
    const token = body(await login('admin', 'admin1234')).value.token as string;
    for (const url of [
      '/admin/api/deposits/abc/approve',
      '/admin/api/deposits/-1/approve',
      '/admin/api/deposits/1e99/reject',
    ]) {
      expect((await api.post(url, {}, { token })).statusCode).toBe(400);
    }
  });
});

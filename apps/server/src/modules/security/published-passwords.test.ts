import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client } from '../../platform/testing/accounts.js';
import { demoPasswords } from '../../seed/seed-demo.js';
import { demoAdmins } from '../../seed/demo-wallets.js';
import { DEMO_MERCHANTS } from '../../seed/demo-data.js';
import { adminUsers } from '../admin/admin.tables.js';
import { MemberRepository, hashPassword } from '../member/index.js';
import { memberIdOf, merchantIdOf } from '../wallet/test-support.js';
import { PublishedPasswords } from './published-passwords.js';

/**
 * A database seeded with the demo (development) and later run with NODE_ENV=production: the demo
 * accounts exist with their published passwords, and none of those passwords logs anyone in.
 */
let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp({ production: true, devOutbox: false });
  api = client(t);
});
afterAll(async () => {
  await t?.close();
});

const memberLogin = (username: string, password: string, merchant = 'demo') =>
  api.post('/wps/session/login/unsecure', { username, password }, { merchant });
const operatorLogin = (username: string, password: string, merchant = 'demo') =>
  api.post('/admin/api/session/login', { username, password }, { merchant });

describe('published demo passwords in production', () => {
  it('knows every password the demo prints', () => {
    const passwords = demoPasswords();
    for (const account of DEMO_MERCHANTS.flatMap((m) => m.accounts)) {
      expect(passwords.has(account.password), account.username).toBe(true);
    }
    for (const admin of demoAdmins()) expect(passwords.has(admin.password), admin.username).toBe(true);
    expect(passwords.has('agent1234')).toBe(true);
  });

  it('refuses member logins with them, as a wrong password would be refused', async () => {
    for (const [username, password, merchant] of [
      ['demo001', 'demo1234', 'demo'],
      ['agent001', 'agent1234', 'demo'],
      ['alpha001', 'alpha1234', 'alpha'],
    ] as const) {
      const res = await memberLogin(username, password, merchant);
      expect(body(res).errorCode, username).toBe('login.failed');
      expect(body(res).value?.token).toBeUndefined();
    }
    const wrong = await memberLogin('demo002', 'wrong1234');
    expect(body(wrong).errorCode).toBe('login.failed');
  });

  it('lets a member in once the account has a password of its own', async () => {
    const merchantId = await merchantIdOf(t, 'demo');
    const id = await memberIdOf(t, 'demo', 'demo002');
    await new MemberRepository(t.database.db).updatePassword(
      merchantId,
      id,
      await hashPassword('ownsecret77'),
      'set',
      new Date(),
    );
    const res = await memberLogin('demo002', 'ownsecret77');
    expect(body(res).value?.token).toEqual(expect.any(String));
  });

  it('refuses operator logins with them, and lets an operator with an own password in', async () => {
    for (const admin of demoAdmins()) {
      const res = await operatorLogin(admin.username, admin.password, admin.merchant);
      expect(body(res).errorCode, `${admin.merchant}/${admin.username}`).toBe('login.failed');
    }
    await t.database.db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword('finance-own-pass-9') })
      .where(
        and(eq(adminUsers.merchantId, await merchantIdOf(t, 'demo')), eq(adminUsers.username, 'finance')),
      );
    const res = await operatorLogin('finance', 'finance-own-pass-9');
    expect(body(res).value?.token).toEqual(expect.any(String));
  });

  it('logs why a login was refused, without the password', () => {
    const lines: { details: object; message: string }[] = [];
    const published = new PublishedPasswords(new Set(['demo1234']), {
      warn: (details, message) => lines.push({ details, message }),
    });
    const merchant = { code: 'demo' } as Parameters<PublishedPasswords['refuses']>[0];
    expect(published.refuses(merchant, 'member', 'someone', 'another-pass')).toBe(false);
    expect(lines).toEqual([]);
    expect(published.refuses(merchant, 'operator', 'admin', 'demo1234')).toBe(true);
    expect(lines).toEqual([
      {
        details: { merchant: 'demo', who: 'operator', username: 'admin' },
        message: expect.stringContaining('published demo password'),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('demo1234');
  });
});

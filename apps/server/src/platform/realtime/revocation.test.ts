import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CHAT_TOPIC, userTopic, type MoneyEventData, type RealtimeMessage } from '@platform/shared';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { body, captcha, client, freshIp, lastCode, operatorToken } from '../testing/accounts.js';
import { attachRealtime, type RealtimeHandle } from './attach.js';
import { SESSION_REVOKED_CHANNEL } from './channels.js';
import { RawStompClient, wsUrl, type LoggedIn } from './test-support.js';

/**
 * Revoking a session ends its sockets at once, not at the next periodic re-check: the broker
 * here re-checks only every ten minutes, so only the revocation event can close a socket in time.
 */
const CLOSE_WITHIN_MS = 1_000;

let t: TestApp;
let realtime: RealtimeHandle;
let url: string;
let api: ReturnType<typeof client>;
let owner: string;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  realtime = attachRealtime(
    t.app.server,
    {
      bus: t.bus,
      callers: t.services.callers,
      chat: t.services.support.chat.sockets,
      logger: t.app.log,
    },
    { revalidateMs: 600_000 },
  );
  url = wsUrl(t.app.server);
  api = client(t);
  owner = await operatorToken(t);
  merchantId = (await t.services.directory.byMerchantCode('demo'))!.id;
});

afterAll(async () => {
  await realtime?.close();
  await t?.close();
});

const PASSWORD = 'first123';
let memberSeq = 0;

/** A member of its own, so locking or resetting one test's member touches no other test. */
async function newMember(extra: Record<string, unknown> = {}): Promise<string> {
  const username = `sock${Date.now().toString(36).slice(-5)}${++memberSeq}`;
  const ip = freshIp();
  const c = await captcha(t, { ip });
  const res = body(
    await api.post(
      '/wps/member/register',
      { username, password: PASSWORD, verifyPwd: PASSWORD, captcha: c.code, ...extra },
      { ip, cookie: c.cookie },
    ),
  );
  if (!res.success) throw new Error(JSON.stringify(res));
  return username;
}

async function signIn(username: string, password = PASSWORD): Promise<LoggedIn> {
  const res = body(await api.post('/wps/session/login/unsecure', { username, password }));
  if (!res.value?.token) throw new Error(JSON.stringify(res));
  return { token: res.value.token as string, customerId: res.value.customerId as number };
}

/** A member socket subscribed to the member's private topic. */
async function memberSocket(session: LoggedIn): Promise<RawStompClient> {
  const socket = await RawStompClient.connected(url, { merchant: 'demo', token: session.token });
  expect((await socket.subscribe('1', userTopic(session.customerId))).command).toBe('RECEIPT');
  return socket;
}

async function expectEnded(socket: RawStompClient): Promise<void> {
  const frame = await socket.next(CLOSE_WITHIN_MS);
  expect(frame.command).toBe('ERROR');
  expect(frame.headers.message).toBe('user.or.token.invalid');
  const closed = await Promise.race([
    socket.closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), CLOSE_WITHIN_MS)),
  ]);
  expect(closed?.code).toBe(1008);
}

/** Still open and still served: a private message published now arrives. */
async function expectServed(socket: RawStompClient, customerId: number): Promise<void> {
  await t.services.realtime.publishToUser(merchantId, customerId, deposit);
  const frame = await socket.next(CLOSE_WITHIN_MS);
  expect(frame.command).toBe('MESSAGE');
  expect(JSON.parse(frame.body.toString())).toEqual(deposit);
}

const deposit: RealtimeMessage<MoneyEventData> = {
  type: 'DEPOSIT',
  data: { amount: '100.00', time: 1_700_000_000_000, success: true, remarks: null },
};

const logout = (token: string) => api.del('/wps/session/logout', { token });

describe('member sockets', () => {
  it('logout closes the sockets of that token within a second, not those of other sessions', async () => {
    const username = await newMember();
    const phone = await signIn(username);
    const laptop = await signIn(username);
    const phoneTabs = [await memberSocket(phone), await memberSocket(phone)];
    const laptopSocket = await memberSocket(laptop);

    expect((await logout(phone.token)).statusCode).toBe(200);
    await Promise.all(phoneTabs.map(expectEnded));
    await expectServed(laptopSocket, laptop.customerId);
    laptopSocket.close();
  });

  it('a revoked socket receives no private message pushed after the revocation', async () => {
    const username = await newMember();
    const session = await signIn(username);
    const socket = await memberSocket(session);

    expect(body(await logout(session.token)).success).toBe(true);
    await t.services.realtime.publishToUser(merchantId, session.customerId, deposit);
    await expectEnded(socket);
    expect(socket.received.some((raw) => raw.startsWith('MESSAGE'))).toBe(false);
  });

  it('logout of all devices closes every socket of the member', async () => {
    const username = await newMember();
    const a = await signIn(username);
    const b = await signIn(username);
    const sockets = [await memberSocket(a), await memberSocket(b)];

    expect(body(await api.del('/wps/session/logout/all', { token: a.token })).value).toEqual({
      revoked: true,
    });
    await Promise.all(sockets.map(expectEnded));
  });

  it("a password change closes the member's other sessions' sockets and keeps the current one", async () => {
    const username = await newMember();
    const current = await signIn(username);
    const other = await signIn(username);
    const currentSocket = await memberSocket(current);
    const otherSocket = await memberSocket(other);

    const changed = await api.post(
      '/wps/member/password',
      { oldPassword: PASSWORD, newPassword: 'second12', confirmNewPassword: 'second12' },
      { token: current.token },
    );
    expect(body(changed).value).toEqual({ changed: true });
    await expectEnded(otherSocket);
    await expectServed(currentSocket, current.customerId);
    currentSocket.close();
  });

  it("an operator's lock closes every socket of the member", async () => {
    const username = await newMember();
    const a = await signIn(username);
    const b = await signIn(username);
    const sockets = [await memberSocket(a), await memberSocket(b)];

    const locked = await api.post(
      `/admin/api/members/${a.customerId}/lock`,
      { locked: true, reason: 'fraud review' },
      { token: owner },
    );
    expect(body(locked).value).toEqual({ id: a.customerId, locked: true });
    await Promise.all(sockets.map(expectEnded));
  });

  it('a password reset with an e-mailed code closes every socket of the member', async () => {
    const email = `sock${Date.now()}@example.test`;
    const username = await newMember({ email });
    const session = await signIn(username);
    const socket = await memberSocket(session);

    // As a browser asks: a captcha image first, then the request with its cookie.
    const ip = freshIp();
    const c = await captcha(t, { ip });
    const asked = await api.post(
      '/wps/member/password/email',
      { username, email, captcha: c.code },
      { ip, cookie: c.cookie },
    );
    expect(body(asked).success).toBe(true);
    const reset = await api.post('/wps/member/password/verification', {
      username,
      verificationCode: await lastCode(t, { email }),
      newPassword: 'reset123',
      confirmNewPassword: 'reset123',
    });
    expect(body(reset).value).toEqual({ changed: true });
    await expectEnded(socket);
  });

  it("an operator's password reset closes every socket of the member", async () => {
    // The temporary password goes to the member's bound address.
    const username = await newMember({ email: `sockop${Date.now()}@example.test` });
    const session = await signIn(username);
    const socket = await memberSocket(session);

    const reset = await api.post(
      `/admin/api/members/${session.customerId}/reset-password`,
      { reason: 'member asked by phone' },
      { token: owner },
    );
    expect(body(reset).value).toMatchObject({ channel: 'EMAIL' });
    await expectEnded(socket);
  });

  it('ignores a malformed revocation on the bus and keeps serving', async () => {
    const session = await signIn(await newMember());
    const socket = await memberSocket(session);
    await t.bus.publish(SESSION_REVOKED_CHANNEL, 'not a revocation');
    await t.bus.publish(
      SESSION_REVOKED_CHANNEL,
      JSON.stringify({ realm: 'member', tokens: { kind: 'all' } }),
    );
    await expectServed(socket, session.customerId);
    socket.close();
  });

  it("leaves other members' sockets alone", async () => {
    const bystander = await signIn(await newMember());
    const socket = await memberSocket(bystander);
    const leaving = await signIn(await newMember());
    await logout(leaving.token);
    await api.del('/wps/session/logout/all', { token: (await signIn(await newMember())).token });
    expect(await socket.silentFor(300)).toBe(true);
    await expectServed(socket, bystander.customerId);
    socket.close();
  });
});

describe('operator sockets', () => {
  let operatorSeq = 0;

  /** A SUPPORT operator of its own, logged in, with a socket on the chat desk. */
  async function operatorWithSocket(): Promise<{ id: number; token: string; socket: RawStompClient }> {
    const username = `sockop${Date.now().toString(36).slice(-5)}${++operatorSeq}`;
    const created = await api.post(
      '/admin/api/operators',
      { username, displayName: 'Socket operator', role: 'SUPPORT', password: 'operator123' },
      { token: owner },
    );
    const id = body(created).value.id as number;
    const login = await api.post('/admin/api/session/login', { username, password: 'operator123' });
    const token = body(login).value.token as string;
    const socket = await RawStompClient.connected(url, { merchant: 'demo', 'Admin-Token': token });
    expect((await socket.subscribe('1', ADMIN_CHAT_TOPIC)).command).toBe('RECEIPT');
    return { id, token, socket };
  }

  it("logout closes the operator's socket within a second", async () => {
    const operator = await operatorWithSocket();
    const other = await operatorWithSocket();
    const res = await api.del('/admin/api/session/logout', { token: operator.token });
    expect(body(res).value).toEqual({ loggedOut: true });
    await expectEnded(operator.socket);
    expect(await other.socket.silentFor(300)).toBe(true);
    other.socket.close();
  });

  it('disabling an operator closes their sockets', async () => {
    const operator = await operatorWithSocket();
    const res = await api.put(`/admin/api/operators/${operator.id}`, { status: 'L' }, { token: owner });
    expect(body(res).value.status).toBe('L');
    await expectEnded(operator.socket);
  });

  it('a new password for an operator closes their sockets', async () => {
    const operator = await operatorWithSocket();
    const res = await api.post(
      `/admin/api/operators/${operator.id}/password`,
      { password: 'operator456' },
      { token: owner },
    );
    expect(body(res).value).toEqual({ changed: true });
    await expectEnded(operator.socket);
  });
});

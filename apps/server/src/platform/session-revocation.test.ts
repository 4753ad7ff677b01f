import { describe, expect, it } from 'vitest';
import { InProcessBus, type Bus } from './bus.js';
import { SESSION_REVOKED_CHANNEL } from './realtime/channels.js';
import {
  SessionRevocations,
  decodeSessionRevoked,
  encodeSessionRevoked,
  revokes,
  type SessionHolder,
  type SessionRevoked,
} from './session-revocation.js';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const holder: SessionHolder = { realm: 'member', merchantId: 1, subjectId: 42, tokenHash: A };
const member = (tokens: SessionRevoked['tokens']): Extract<SessionRevoked, { realm: 'member' }> => ({
  realm: 'member',
  merchantId: 1,
  memberId: 42,
  tokens,
});

describe('revokes', () => {
  it('ends one token, all tokens, or all but one of the same holder', () => {
    expect(revokes(member({ kind: 'one', tokenHash: A }), holder)).toBe(true);
    expect(revokes(member({ kind: 'one', tokenHash: B }), holder)).toBe(false);
    expect(revokes(member({ kind: 'all' }), holder)).toBe(true);
    expect(revokes(member({ kind: 'allExcept', tokenHash: B }), holder)).toBe(true);
    expect(revokes(member({ kind: 'allExcept', tokenHash: A }), holder)).toBe(false);
  });

  it('never reaches another merchant, member or realm', () => {
    const all = { kind: 'all' } as const;
    expect(revokes({ ...member(all), merchantId: 2 }, holder)).toBe(false);
    expect(revokes({ ...member(all), memberId: 43 }, holder)).toBe(false);
    expect(revokes({ realm: 'admin', merchantId: 1, adminId: 42, tokens: all }, holder)).toBe(false);
    expect(
      revokes({ realm: 'admin', merchantId: 1, adminId: 42, tokens: all }, { ...holder, realm: 'admin' }),
    ).toBe(true);
  });
});

describe('decodeSessionRevoked', () => {
  it('reads back what was encoded', () => {
    const events: SessionRevoked[] = [
      member({ kind: 'one', tokenHash: A }),
      member({ kind: 'allExcept', tokenHash: B }),
      { realm: 'admin', merchantId: 3, adminId: 7, tokens: { kind: 'all' } },
    ];
    for (const event of events) expect(decodeSessionRevoked(encodeSessionRevoked(event))).toEqual(event);
  });

  it('refuses what is not a revocation', () => {
    const good = { realm: 'member', merchantId: 1, memberId: 42, tokens: { kind: 'one', tokenHash: A } };
    for (const message of [
      'not json',
      'null',
      '42',
      JSON.stringify({ ...good, realm: 'visitor' }),
      JSON.stringify({ ...good, merchantId: 0 }),
      JSON.stringify({ ...good, memberId: '42' }),
      JSON.stringify({ ...good, realm: 'admin' }),
      JSON.stringify({ ...good, tokens: { kind: 'one' } }),
      JSON.stringify({ ...good, tokens: { kind: 'one', tokenHash: 'short' } }),
      JSON.stringify({ ...good, tokens: { kind: 'some' } }),
      JSON.stringify({ ...good, tokens: null }),
    ]) {
      expect(decodeSessionRevoked(message), message).toBeNull();
    }
  });
});

describe('SessionRevocations', () => {
  const logged: string[] = [];
  const logger = {
    debug() {},
    info() {},
    warn: (_: object, msg: string) => logged.push(`warn ${msg}`),
    error: (_: object, msg: string) => logged.push(`error ${msg}`),
  };

  it('publishes the event on the session-revoked channel', async () => {
    const bus = new InProcessBus();
    const got: string[] = [];
    await bus.subscribe(SESSION_REVOKED_CHANNEL, (message) => got.push(message));
    const event = member({ kind: 'all' });
    await new SessionRevocations(bus, logger).publish(event);
    expect(got.map(decodeSessionRevoked)).toEqual([event]);
  });

  it('neither throws nor hangs when the bus fails or stalls', async () => {
    const failing = busPublishing(() => Promise.reject(new Error('down')));
    await new SessionRevocations(failing, logger).publish(member({ kind: 'all' }));
    expect(logged).toContain('error session revocation could not be published');

    const stalled = busPublishing(() => new Promise<void>(() => {}));
    const started = Date.now();
    await new SessionRevocations(stalled, logger).publish(member({ kind: 'all' }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(logged).toContain('warn session revocation not confirmed by every node within a second');
  });
});

/**
 * A bus whose publish behaves as given (a Redis outage: failing, or held by reconnects); a
 * confirmed publish gives up after its timeout, as RedisBus's does.
 */
function busPublishing(publish: () => Promise<void>): Bus {
  const inner = new InProcessBus();
  return {
    publish,
    publishConfirmed: (_c, _m, timeoutMs) =>
      Promise.race([
        publish().then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs)),
      ]),
    subscribe: (c, h) => inner.subscribe(c, h),
    close: () => inner.close(),
  };
}

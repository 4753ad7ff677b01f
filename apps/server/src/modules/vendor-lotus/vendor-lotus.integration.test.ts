import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalToMinor } from '@platform/shared';
import { createTestApp, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import { loginToken } from '../../platform/testing/accounts.js';
import { available, checkLedger, SOUND } from '../wallet/test-support.js';
import { gameIdOf, launch } from '../game/test-support.js';

/**
 * End to end on one app: the platform launches a Lotus game the way a member does, and the page
 * API plays real rounds whose money goes through the signed /seamless callbacks into the ledger.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginToken(t, DEMO.username, DEMO.password);
});
afterAll(async () => t?.close());

const minor = (amount: string) => decimalToMinor(amount, 'THB');
const post = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

async function vendorBalance(session: string, player: string, game: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/vendor/lotus/api/balance?${new URLSearchParams({ session, player, currency: 'THB', game })}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { balance: string }).balance;
}

describe('Lotus rounds through the platform seamless wallet', () => {
  let crash: { session: string; player: string };

  it('plays the crash game on its own vendor (LOTUSX, paid from MAIN)', async () => {
    crash = await launch(t, token, await gameIdOf(t, 'demo', 'lotus_crash'), { confirmTrans: 0 });
    const before = minor(await available(t, token, 'demo', 'MAIN'));
    expect(minor(await vendorBalance(crash.session, crash.player, 'lotus_crash'))).toBe(before);
    const res = await post('/vendor/lotus/api/lotus_crash/play', {
      ...crash,
      currency: 'THB',
      stake: '10.00',
      target: '1.50',
    });
    expect(res.statusCode).toBe(200);
    const round = res.json() as { win: string; won: boolean; balance: string };
    expect(round.win).toBe(round.won ? '15.00' : '0.00');
    const after = minor(await available(t, token, 'demo', 'MAIN'));
    expect(after - before).toBe(minor(round.win) - 1000n);
    expect(minor(round.balance)).toBe(after);
  });

  it('moves exactly win - bet in the ledger for every spin', async () => {
    // confirmTrans 1 moves the main wallet into the slot vendor's RNG wallet first.
    const { session, player, url } = await launch(t, token, await gameIdOf(t, 'demo', 'lotus_fortune'), {
      confirmTrans: 1,
    });
    // The launch URL opens this module's page in real mode.
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"demo":false');

    let ledger = minor(await available(t, token, 'demo', 'RNG'));
    expect(minor(await vendorBalance(session, player, 'lotus_fortune'))).toBe(ledger);
    let sawWin = false;
    for (let i = 0; i < 15; i++) {
      const res = await post('/vendor/lotus/api/lotus_fortune/spin', {
        session,
        player,
        currency: 'THB',
        bet: '2.00',
      });
      expect(res.statusCode).toBe(200);
      const round = res.json() as { win: string; bet: string; balance: string };
      const after = minor(await available(t, token, 'demo', 'RNG'));
      expect(after - ledger).toBe(minor(round.win) - minor(round.bet));
      expect(minor(round.balance)).toBe(after);
      if (round.win !== '0.00') sawWin = true;
      ledger = after;
    }
    expect(sawWin).toBe(true);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('surfaces insufficient funds to the page and moves nothing', async () => {
    // The slot launch above emptied MAIN, which pays the crash game.
    expect(await available(t, token, 'demo', 'MAIN')).toBe('0.00');
    const res = await post('/vendor/lotus/api/lotus_crash/play', {
      ...crash,
      currency: 'THB',
      stake: '1.00',
      target: '2',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', value: { balance: '0.00' } });
    expect(await available(t, token, 'demo', 'MAIN')).toBe('0.00');
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});

import { describe, expect, it } from 'vitest';
import { LotusRounds, VendorError, type RealPlayer } from './rounds.js';
import { FakePlatform } from './testing-platform.js';
import { scriptedRng, seededRng } from './rng.js';

const PLAYER: RealPlayer = { session: 'session-token-1', player: '1001', currency: 'THB' };

function roundsWith(platform: FakePlatform, seed = 1) {
  let n = 0;
  return new LotusRounds(platform, {
    rng: seededRng(seed),
    now: () => 1_700_000_000_000,
    newRoundId: () => `R${++n}`,
  });
}

/** Plays spins until one wins something, so credit paths see a non-zero amount. */
async function winningSpin(rounds: LotusRounds) {
  for (let i = 0; i < 50; i++) {
    const round = await rounds.spin('lotus_fortune', PLAYER, 100n, 'THB');
    if (round.win !== '0.00') return round;
  }
  throw new Error('no win in 50 spins');
}

describe('a real-money slot round', () => {
  it('debits the bet, then credits the win, and answers the platform balance', async () => {
    const platform = new FakePlatform(10_000);
    const round = await roundsWith(platform).spin('jade_dragon', PLAYER, 100n, 'THB');
    expect(platform.operations()).toEqual(['debit', 'credit']);
    const [debit, credit] = platform.calls;
    expect(debit!.vendorCode).toBe('LOTUS');
    expect(debit!.body).toMatchObject({
      sessionToken: PLAYER.session,
      playerId: PLAYER.player,
      currency: 'THB',
      transactionId: 'R1:d',
      roundId: 'R1',
      gameCode: 'jade_dragon',
      amount: '1.00',
      timestamp: 1_700_000_000_000,
    });
    expect(credit!.body).toMatchObject({ transactionId: 'R1:c', roundId: 'R1', amount: round.win });
    expect(round.bet).toBe('1.00');
    expect(round.reels).toHaveLength(5);
    expect(round.balance).toBe((platform.balanceMinor / 100).toFixed(2));
    expect(platform.balanceMinor).toBe(10_000 - 100 + Math.round(Number(round.win) * 100));
  });

  it('pays line wins in line bets and names each line win in money', async () => {
    const platform = new FakePlatform(100_000);
    const round = await winningSpin(roundsWith(platform, 3));
    const lineTotal = round.lines.reduce((sum, l) => sum + Math.round(Number(l.win) * 100), 0);
    const scatter = round.scatter ? Math.round(Number(round.scatter.win) * 100) : 0;
    expect(lineTotal + scatter).toBe(Math.round(Number(round.win) * 100));
    for (const line of round.lines) expect(Number(line.win)).toBe((line.multiplier * 1.0) / 20);
  });

  it('answers INSUFFICIENT_FUNDS without playing when the debit is refused', async () => {
    const platform = new FakePlatform(50);
    const error = await roundsWith(platform)
      .spin('golden_koi', PLAYER, 100n, 'THB')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VendorError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 402, balance: '0.50' });
    expect(platform.operations()).toEqual(['debit']);
  });

  it('says the session expired when the platform does not know the session', async () => {
    const platform = new FakePlatform(10_000);
    platform.statusOf.set('debit', 'INVALID_SESSION');
    await expect(roundsWith(platform).spin('golden_koi', PLAYER, 100n, 'THB')).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
  });

  it('rolls the debit back when the credit fails, after one retry', async () => {
    const platform = new FakePlatform(10_000);
    platform.failing.add('credit');
    const error = await roundsWith(platform)
      .spin('lotus_fortune', PLAYER, 100n, 'THB')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ROUND_FAILED', balance: '100.00' });
    expect(platform.operations()).toEqual(['debit', 'credit', 'credit', 'rollback']);
    expect(platform.calls[3]!.body).toMatchObject({
      transactionId: 'R1:r',
      referenceTransactionId: 'R1:d',
      roundId: 'R1',
    });
    expect(platform.balanceMinor).toBe(10_000);
  });

  it('rolls back when the credit is refused outright', async () => {
    const platform = new FakePlatform(10_000);
    platform.statusOf.set('credit', 'INVALID_REQUEST');
    await expect(roundsWith(platform).spin('lotus_fortune', PLAYER, 100n, 'THB')).rejects.toMatchObject({
      code: 'ROUND_FAILED',
    });
    expect(platform.operations()).toEqual(['debit', 'credit', 'rollback']);
    expect(platform.balanceMinor).toBe(10_000);
  });

  it('rolls back a debit whose answer never came, since it may have landed', async () => {
    const platform = new FakePlatform(10_000);
    platform.failing.add('debit');
    await expect(roundsWith(platform).spin('lotus_fortune', PLAYER, 100n, 'THB')).rejects.toMatchObject({
      code: 'PLATFORM_UNAVAILABLE',
    });
    expect(platform.operations()).toEqual(['debit', 'rollback']);
  });

  it('plays demo rounds without any callback', async () => {
    const platform = new FakePlatform(0);
    const round = await roundsWith(platform).spin('cherry_spin', null, 2000n, 'THB');
    expect(round.balance).toBeNull();
    expect(round.bet).toBe('20.00');
    expect(platform.calls).toHaveLength(0);
  });
});

describe('a real-money crash round', () => {
  it('uses the LOTUSX vendor and pays stake x target when the crash reaches it', async () => {
    const platform = new FakePlatform(10_000);
    // next 0.75 -> u 0.25 -> crash 3.88x
    const rounds = new LotusRounds(platform, { rng: scriptedRng([0.75]), newRoundId: () => 'C1' });
    const round = await rounds.crash(PLAYER, 1000n, 250, 'THB');
    expect(round).toMatchObject({
      crashPoint: '3.88',
      target: '2.50',
      won: true,
      stake: '10.00',
      win: '25.00',
    });
    expect(platform.calls.map((c) => [c.vendorCode, c.operation, c.body.amount])).toEqual([
      ['LOTUSX', 'debit', '10.00'],
      ['LOTUSX', 'credit', '25.00'],
    ]);
    expect(platform.balanceMinor).toBe(10_000 - 1000 + 2500);
    expect(round.balance).toBe('115.00');
  });

  it('credits zero when the crash comes first', async () => {
    const platform = new FakePlatform(10_000);
    const rounds = new LotusRounds(platform, { rng: scriptedRng([0.5]), newRoundId: () => 'C2' });
    const round = await rounds.crash(PLAYER, 1000n, 250, 'THB');
    expect(round).toMatchObject({ crashPoint: '1.94', won: false, win: '0.00' });
    expect(platform.calls[1]!.body).toMatchObject({ transactionId: 'C2:c', amount: '0.00' });
    expect(platform.balanceMinor).toBe(9_000);
  });
});

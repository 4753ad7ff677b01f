import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal, sumMinor } from '@platform/shared';
import { LotusRounds, VendorError, type RealPlayer } from './rounds.js';
import { FakePlatform } from './testing-platform.js';
import { scriptedRng, seededRng } from './rng.js';

const thb = (amount: string) => decimalToMinor(amount, 'THB');

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
    const platform = new FakePlatform(10_000n);
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
    expect(round.balance).toBe(minorToDecimal(platform.balanceMinor, 'THB'));
    expect(platform.balanceMinor).toBe(10_000n - 100n + thb(round.win));
  });

  it('pays line wins in line bets and names each line win in money', async () => {
    const platform = new FakePlatform(100_000n);
    const round = await winningSpin(roundsWith(platform, 3));
    const lineTotal = sumMinor(round.lines.map((l) => thb(l.win)));
    const scatter = round.scatter ? thb(round.scatter.win) : 0n;
    expect(lineTotal + scatter).toBe(thb(round.win));
    // A line bet of 1.00 / 20 lines is 5 minor units; each line pays its multiple of it.
    for (const line of round.lines) expect(thb(line.win)).toBe(5n * BigInt(line.multiplier));
  });

  it('answers INSUFFICIENT_FUNDS without playing when the debit is refused', async () => {
    const platform = new FakePlatform(50n);
    const error = await roundsWith(platform)
      .spin('golden_koi', PLAYER, 100n, 'THB')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VendorError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 402, balance: '0.50' });
    expect(platform.operations()).toEqual(['debit']);
  });

  it('says the session expired when the platform does not know the session', async () => {
    const platform = new FakePlatform(10_000n);
    platform.statusOf.set('debit', 'INVALID_SESSION');
    await expect(roundsWith(platform).spin('golden_koi', PLAYER, 100n, 'THB')).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
  });

  it('rolls the debit back when the credit fails, after one retry', async () => {
    const platform = new FakePlatform(10_000n);
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
    expect(platform.balanceMinor).toBe(10_000n);
  });

  it('rolls back when the credit is refused outright', async () => {
    const platform = new FakePlatform(10_000n);
    platform.statusOf.set('credit', 'INVALID_REQUEST');
    await expect(roundsWith(platform).spin('lotus_fortune', PLAYER, 100n, 'THB')).rejects.toMatchObject({
      code: 'ROUND_FAILED',
    });
    expect(platform.operations()).toEqual(['debit', 'credit', 'rollback']);
    expect(platform.balanceMinor).toBe(10_000n);
  });

  it('rolls back a debit whose answer never came, since it may have landed', async () => {
    const platform = new FakePlatform(10_000n);
    platform.failing.add('debit');
    await expect(roundsWith(platform).spin('lotus_fortune', PLAYER, 100n, 'THB')).rejects.toMatchObject({
      code: 'PLATFORM_UNAVAILABLE',
    });
    expect(platform.operations()).toEqual(['debit', 'rollback']);
  });

  it('plays demo rounds without any callback', async () => {
    const platform = new FakePlatform(0n);
    const round = await roundsWith(platform).spin('cherry_spin', null, 2000n, 'THB');
    expect(round.balance).toBeNull();
    expect(round.bet).toBe('20.00');
    expect(platform.calls).toHaveLength(0);
  });
});

describe('a zero-decimal currency', () => {
  it('debits and credits whole amounts of it, never a float of them', async () => {
    const platform = new FakePlatform(1_000_000n, 'VND');
    const player = { ...PLAYER, currency: 'VND' };
    const rounds = new LotusRounds(platform, { rng: scriptedRng([0.75]), newRoundId: () => 'V1' });
    const round = await rounds.crash(player, 10_000n, 250, 'VND');
    expect(round).toMatchObject({ stake: '10000', win: '25000', currency: 'VND' });
    expect(platform.calls.map((c) => c.body.amount)).toEqual(['10000', '25000']);
    expect(platform.balanceMinor).toBe(1_015_000n);
    expect(round.balance).toBe('1015000');
  });
});

describe('a real-money crash round', () => {
  it('uses the LOTUSX vendor and pays stake x target when the crash reaches it', async () => {
    const platform = new FakePlatform(10_000n);
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
    expect(platform.balanceMinor).toBe(10_000n - 1000n + 2500n);
    expect(round.balance).toBe('115.00');
  });

  it('credits zero when the crash comes first', async () => {
    const platform = new FakePlatform(10_000n);
    const rounds = new LotusRounds(platform, { rng: scriptedRng([0.5]), newRoundId: () => 'C2' });
    const round = await rounds.crash(PLAYER, 1000n, 250, 'THB');
    expect(round).toMatchObject({ crashPoint: '1.94', won: false, win: '0.00' });
    expect(platform.calls[1]!.body).toMatchObject({ transactionId: 'C2:c', amount: '0.00' });
    expect(platform.balanceMinor).toBe(9_000n);
  });
});

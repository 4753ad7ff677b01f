import { describe, expect, it } from 'vitest';
import {
  PLAY_TYPES,
  drawNumbers,
  drawWinNo,
  oddsOf,
  playTypeOf,
  seedCommitment,
  ticketPayout,
  ticketStake,
  verifyDraw,
  type DrawKind,
} from './contracts/lottery.js';

const odds = (kind: DrawKind, code: string, group: number) => {
  const p = playTypeOf(kind, code)!;
  return oddsOf(p.numer, p.denom, group);
};

describe('odds tables', () => {
  // Published SSC prize table for a 2-unit ticket at prize group 1950 (and 1800).
  it.each([
    ['5D_DIRECT', 1950, 195_000],
    ['4D_DIRECT', 1950, 19_500],
    ['3D_FRONT_DIRECT', 1950, 1_950],
    ['3D_BACK_DIRECT', 1950, 1_950],
    ['2D_BACK_DIRECT', 1950, 195],
    ['1D_POSITION', 1950, 19.5],
    ['SUM_BSOE', 1950, 3.9],
    ['5D_DIRECT', 1800, 180_000],
    ['1D_POSITION', 1800, 18],
    ['5D_DIRECT', 2000, 200_000],
  ])('SSC %s at %i pays %d', (code, group, expected) => {
    expect(odds('digits', code, group)).toBe(expected);
  });

  // 11X5 "any N of 5 drawn from 11" and front direct at 1950.
  it.each([
    ['ANY_1', 4.29],
    ['ANY_2', 10.725],
    ['ANY_3', 32.175],
    ['ANY_4', 128.7],
    ['ANY_5', 900.9],
    ['FRONT2_DIRECT', 214.5],
    ['FRONT3_DIRECT', 1930.5],
  ])('11X5 %s pays %d', (code, expected) => {
    expect(odds('pick', code, 1950)).toBe(expected);
  });

  it('K3 sums pay by their own chances and PK10 first place pays 19.5', () => {
    const sum = playTypeOf('dice', 'SUM')!;
    expect(oddsOf(...sum.options!['3']!, 1950)).toBe(421.2);
    expect(oddsOf(...sum.options!['10']!, 1950)).toBe(15.6);
    expect(odds('race', 'FIRST_DIRECT', 1950)).toBe(19.5);
    expect(odds('race', 'FIRST2_DIRECT', 1950)).toBe(175.5);
  });

  it('prize group 2000 returns exactly the stakes over every outcome of a full line', () => {
    // All 1000 outcomes of the last three digits against one full 3D_BACK line of 1000 tickets.
    const play = playTypeOf('digits', '3D_BACK_DIRECT')!;
    const all = '0,1,2,3,4,5,6,7,8,9';
    const content = `${all}|${all}|${all}`;
    expect(play.tickets(content)).toBe(1000);
    const stake = ticketStake('Y', 2)!;
    const wins = play.wins(content, ['1', '2', '3', '4', '5']);
    expect(wins.reduce((s, w) => s + ticketPayout(stake, 2000, w), 0n)).toBe(stake * 1000n);
  });

  it('counts tickets and rejects malformed content', () => {
    expect(playTypeOf('digits', '5D_DIRECT')!.tickets('0,1|2|3|4|5,6,7')).toBe(6);
    expect(playTypeOf('digits', '5D_DIRECT')!.tickets('0,0|2|3|4|5')).toBe(0);
    expect(playTypeOf('digits', '5D_DIRECT')!.tickets('1|2|3|4')).toBe(0);
    expect(playTypeOf('pick', 'ANY_2')!.tickets('01,02,03,04')).toBe(6);
    expect(playTypeOf('pick', 'ANY_2')!.tickets('01,12')).toBe(0);
    expect(playTypeOf('pick', 'FRONT2_DIRECT')!.tickets('01,02|01,02')).toBe(2);
    expect(playTypeOf('digits', '1D_POSITION')!.tickets('1,2||||9')).toBe(3);
    expect(ticketStake('F', 0)).toBeNull();
    expect(ticketStake('J', 2)).toBe(20n);
  });
});

function rand(n: number): number {
  return Math.floor(Math.random() * n);
}
function randomSeed(): string {
  return Array.from({ length: 64 }, () => '0123456789abcdef'[rand(16)]).join('');
}

describe('fairness', () => {
  const kinds: [DrawKind, string][] = [
    ['digits', 'lotus_ssc_1m'],
    ['pick', 'lotus_11x5_3m'],
    ['race', 'lotus_pk10_5m'],
    ['dice', 'lotus_k3_5m'],
    ['vn', 'vn_mienbac'],
  ];

  it('a revealed seed reproduces the result and matches its commitment, for any seed', () => {
    for (let i = 0; i < 200; i++) {
      const [kind, game] = kinds[i % kinds.length]!;
      const seed = randomSeed();
      const numero = `20261123-${String(1 + rand(1440)).padStart(4, '0')}`;
      const winNo = drawWinNo(kind, seed, game, numero);
      expect(
        verifyDraw({ kind, gameCode: game, numero, seed, seedHash: seedCommitment(seed), winNo }),
      ).toEqual({
        commitmentMatches: true,
        resultMatches: true,
        expectedWinNo: winNo,
      });
      // Another seed, game or numero gives another stream; a forged seed fails the commitment.
      const other = randomSeed();
      expect(
        verifyDraw({ kind, gameCode: game, numero, seed: other, seedHash: seedCommitment(seed), winNo })
          .commitmentMatches,
      ).toBe(false);
    }
  });

  it('draws valid shapes', () => {
    for (let i = 0; i < 300; i++) {
      const seed = randomSeed();
      const pick = drawNumbers('pick', seed, 'g', String(i));
      expect(new Set(pick).size).toBe(5);
      expect(pick.every((n) => /^(0[1-9]|1[01])$/.test(n))).toBe(true);
      const race = drawNumbers('race', seed, 'g', String(i));
      expect([...race].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
      expect(drawNumbers('dice', seed, 'g', String(i)).every((d) => /^[1-6]$/.test(d))).toBe(true);
      const vn = drawNumbers('vn', seed, 'g', String(i));
      expect(vn).toHaveLength(27);
      expect(vn[0]).toMatch(/^\d{5}$/);
      expect(vn[26]).toMatch(/^\d{2}$/);
    }
  });

  it('matches a fixed vector (the algorithm must never change silently)', () => {
    const seed = '0'.repeat(64);
    expect(seedCommitment(seed)).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
    // Computed independently with node:crypto's HMAC from the documented algorithm.
    expect(drawWinNo('digits', seed, 'lotus_ssc_1m', '20261123-0001')).toBe('1,5,3,8,5');
    expect(drawWinNo('pick', seed, 'lotus_11x5_3m', '20261123-0001')).toBe('11,02,07,10,08');
  });

  it('digits are roughly uniform', () => {
    const counts = Array<number>(10).fill(0);
    const seed = randomSeed();
    for (let i = 0; i < 2000; i++)
      for (const d of drawNumbers('digits', seed, 'g', String(i))) counts[Number(d)]!++;
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  it('every play type has a probability in (0, 1]', () => {
    for (const list of Object.values(PLAY_TYPES))
      for (const p of list) {
        expect(p.numer / p.denom).toBeGreaterThan(0);
        expect(p.numer).toBeLessThanOrEqual(p.denom);
      }
  });
});

import { describe, expect, it } from 'vitest';
import { SLIP_LINES_MAX, bettingSlip, oddsOf, ticketPayout } from '@platform/shared';
import {
  addLine,
  clampChaseIssues,
  clampMultiple,
  lineAmount,
  moneyModesFor,
  slipTotal,
  ticketPrize,
  toBettingSlip,
  type SlipLine,
} from './slip';

const line = (over: Partial<SlipLine> = {}): SlipLine => ({
  id: 1,
  playType: '1D_POSITION',
  content: '1||||',
  moneyMode: 'Y',
  multiple: 1,
  tickets: 1,
  ...over,
});

describe('betting slip', () => {
  it('prices a ticket at 2 units, a tenth in J and a hundredth in F mode', () => {
    expect(lineAmount(line({ tickets: 3, multiple: 2 }), 2)).toBe(1200n);
    expect(lineAmount(line({ moneyMode: 'J' }), 2)).toBe(20n);
    expect(lineAmount(line({ moneyMode: 'F' }), 2)).toBe(2n);
    expect(slipTotal([line(), line({ tickets: 2 })], 2, 3)).toBe(1800n);
  });

  it("shows a winning ticket's prize for the chosen unit and multiple as settlement pays it", () => {
    // 1 in 10 at prize group 1950: odds 19.5 for a 2-unit ticket.
    expect(ticketPrize(oddsOf(1, 10, 1950), line(), 2)).toBe(
      ticketPayout(200n, 1950, { numer: 1, denom: 10 }),
    );
    expect(ticketPrize(oddsOf(1, 10, 1950), line(), 2)).toBe(1950n);
    expect(ticketPrize(oddsOf(1, 10, 1950), line({ moneyMode: 'J', multiple: 3 }), 2)).toBe(585n);
    // Odds with more decimals than shown (K3 sums) stay within a minor unit of the payout.
    for (const [numer, denom] of [
      [7, 216],
      [27, 216],
      [1, 216],
    ] as const) {
      const stake = 200n * 7n;
      const prize = ticketPrize(oddsOf(numer, denom, 1950), line({ multiple: 7 }), 2);
      const paid = ticketPayout(stake, 1950, { numer, denom });
      expect(prize <= paid && paid - prize <= 1n, `${numer}/${denom}: ${prize} vs ${paid}`).toBe(true);
    }
  });

  it('offers only the money modes the currency can carry', () => {
    expect(moneyModesFor(2)).toEqual(['Y', 'J', 'F']);
    expect(moneyModesFor(0)).toEqual(['Y']);
  });

  it('keeps multiples and chase issues in range', () => {
    expect(clampMultiple('abc')).toBe(1);
    expect(clampMultiple('0')).toBe(1);
    expect(clampMultiple('12.7')).toBe(12);
    expect(clampMultiple(99_999)).toBe(1000);
    expect(clampChaseIssues('1')).toBe(2);
    expect(clampChaseIssues(500)).toBe(50);
  });

  it('merges the same bet and refuses a line over the limit', () => {
    const merged = addLine([line({ multiple: 2 })], line({ id: 2, multiple: 3 }))!;
    expect(merged).toHaveLength(1);
    expect(merged[0]!.multiple).toBe(5);
    const full = Array.from({ length: SLIP_LINES_MAX }, (_, i) =>
      line({ id: i, content: `${i % 10}||||` + i }),
    );
    expect(addLine(full, line({ id: 99, content: '9|9|||' }))).toBeNull();
  });

  it('builds a slip the shared contract accepts', () => {
    const slip = toBettingSlip('lotus_ssc_1m', '20261123-0001', [line()], { issues: 3, stopOnWin: true });
    const withId = { ...slip, requestId: 'req-12345678' };
    expect(bettingSlip.parse(withId)).toEqual(withId);
    expect(toBettingSlip('g', '20261123-0001', [line()], null)).not.toHaveProperty('chase');
  });
});

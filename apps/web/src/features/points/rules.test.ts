import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  conversionAmount,
  conversionPoints,
  forcedRedeemType,
  rangeMillis,
  raisedConversionAmount,
  redeemIssue,
  shownCount,
  todayRange,
  unitCost,
  visibleRewards,
} from './rules';

const FILLED = { line: 'l', password: 'p', name: 'n', address: 'a', telphone: '0812345678' };

describe('points mall rules', () => {
  it('shows 3 per type, 7 for a selected type, 1000 expanded', () => {
    expect(shownCount(null, false)).toBe(3);
    expect(shownCount(2, false)).toBe(7);
    expect(shownCount(null, true)).toBe(1000);
    expect(shownCount(2, true)).toBe(1000);
    expect(visibleRewards([1, 2, 3, 4], null, false)).toEqual({ shown: [1, 2, 3], more: true });
    expect(visibleRewards([1, 2, 3], null, false)).toEqual({ shown: [1, 2, 3], more: false });
  });

  it('checks the redeem fields in the spec order; LINE only when asked', () => {
    const empty = { line: '', password: '', name: '', address: '', telphone: '' };
    expect(redeemIssue(empty, { askLine: true })?.field).toBe('line');
    expect(redeemIssue(empty, { askLine: false })?.field).toBe('password');
    expect(redeemIssue({ ...FILLED, name: '  ' }, { askLine: true })?.key).toBe('pm_prompt_name');
    expect(redeemIssue({ ...FILLED, address: '' }, { askLine: true })?.key).toBe('pm_prompt_address');
    expect(redeemIssue({ ...FILLED, telphone: '' }, { askLine: true })?.key).toBe('pm_prompt_telphone');
    expect(redeemIssue({ ...FILLED, telphone: '08-1234567' }, { askLine: true })?.key).toBe(
      'br_enright_cphone',
    );
    expect(
      redeemIssue({ ...FILLED, telphone: '123' }, { askLine: false, phone: { min: 3, max: 5 } }),
    ).toBeNull();
    expect(
      redeemIssue({ ...FILLED, telphone: '123456' }, { askLine: false, phone: { min: 3, max: 5 } })?.key,
    ).toBe('br_enright_cphone');
    expect(redeemIssue(FILLED, { askLine: true })).toBeNull();
  });

  it('forces PM without a points price and clamps the quantity', () => {
    const base = { mpPointAmount: '5', mpMoneyAmount: '2', displayPointMoneyAmt: 'Y' as const };
    expect(forcedRedeemType({ ...base, price: null }, 'P')).toBe('PM');
    expect(forcedRedeemType({ ...base, price: '0' }, 'P')).toBe('PM');
    expect(forcedRedeemType({ ...base, price: '10' }, 'P')).toBe('P');
    expect(clampQuantity('7', 3)).toBe(3);
    expect(clampQuantity('0', 3)).toBe(1);
    expect(clampQuantity('x', 3)).toBe(1);
    expect(clampQuantity(2, 3)).toBe(2);
  });

  it('sends a day range from local midnight to the end of the last day; default today', () => {
    const now = new Date(2026, 10, 23, 15, 30).getTime();
    const range = todayRange(now);
    expect(range).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    const { start, end } = rangeMillis(range);
    expect(start).toBe(new Date(2026, 10, 23).getTime());
    expect(end - start).toBe(86_399_000);
  });

  it('raises a conversion amount below 1 to 1', () => {
    expect(raisedConversionAmount('0.5', 'THB')).toBe('1');
    expect(raisedConversionAmount('', 'THB')).toBe('1');
    expect(raisedConversionAmount('12', 'THB')).toBe('12');
    expect(raisedConversionAmount('12.000', 'THB')).toBe('12.000');
    expect(raisedConversionAmount('1e3', 'THB')).toBe('1');
  });

  it('reads a conversion by the shared money rules and prices it as the server does', () => {
    expect(conversionAmount('100', 'THB')).toBe(10_000n);
    expect(conversionAmount('1.000', 'THB')).toBe(100n);
    expect(conversionAmount('0.99', 'THB')).toBeNull();
    expect(conversionAmount('1.005', 'THB')).toBeNull();
    expect(conversionAmount('5000', 'VND')).toBe(5000n);
    // 0.01 baht at 1.5 points per baht is 1.5 minor units of points, charged as 2 (rounded up).
    expect(conversionPoints(1n, 1.5, 'THB')).toBe(2n);
    expect(conversionPoints(10_000n, 1.5, 'THB')).toBe(15_000n);
    // 5 baht at 0.0001 points per baht: the server charges 0.01 points (rounded up), not 0.
    expect(conversionPoints(500n, 0.0001, 'THB')).toBe(1n);
  });

  it('prices a unit in exact minor units of points and money', () => {
    const reward = {
      price: '120.50',
      mpPointAmount: '50',
      mpMoneyAmount: '19.99',
      displayPointMoneyAmt: 'Y' as const,
    };
    expect(unitCost(reward, 'P', 'THB')).toEqual({ points: 12_050n, money: 0n });
    expect(unitCost(reward, 'PM', 'THB')).toEqual({ points: 5000n, money: 1999n });
    expect(unitCost({ ...reward, mpMoneyAmount: '20000' }, 'PM', 'VND')).toEqual({
      points: 5000n,
      money: 20_000n,
    });
    expect(unitCost({ ...reward, price: null }, 'P', 'THB').points).toBe(0n);
  });
});

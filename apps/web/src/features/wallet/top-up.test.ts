import { afterEach, describe, expect, it } from 'vitest';
import {
  LAUNCH_TRANSFER_DEFAULT_MAJOR,
  launchAmountDefault,
  rememberLaunchAmount,
  rememberedLaunchAmount,
  shortfallMinor,
  topUpAmount,
} from './top-up';

afterEach(() => localStorage.clear());

describe('lottery top-up', () => {
  it('is what the slip lacks in the wallet, never below zero', () => {
    expect(shortfallMinor(12_000n, '20.50', 'CNY')).toBe(9_950n);
    expect(shortfallMinor(2_000n, '20.00', 'CNY')).toBe(0n);
    expect(shortfallMinor(500n, null, 'CNY')).toBe(500n);
  });

  it('prefills the shortfall, or all the main wallet holds when that is less', () => {
    expect(topUpAmount(9_950n, '25000.00', 'CNY')).toBe('99.50');
    expect(topUpAmount(9_950n, '40.10', 'CNY')).toBe('40.10');
    expect(topUpAmount(9_950n, '0.00', 'CNY')).toBe('');
    expect(topUpAmount(0n, '100.00', 'CNY')).toBe('');
  });
});

describe('launch amount', () => {
  it('starts at a round default, never above the main balance', () => {
    expect(LAUNCH_TRANSFER_DEFAULT_MAJOR).toBe(100);
    expect(launchAmountDefault('25000.00', null, 'CNY')).toBe('100.00');
    expect(launchAmountDefault('42.37', null, 'CNY')).toBe('42.37');
    expect(launchAmountDefault('0.00', null, 'CNY')).toBe('');
    expect(launchAmountDefault(undefined, null, 'CNY')).toBe('');
  });

  it("starts at the member's last choice, capped by the balance; a damaged value is ignored", () => {
    expect(launchAmountDefault('25000.00', '350.00', 'CNY')).toBe('350.00');
    expect(launchAmountDefault('200.00', '350.00', 'CNY')).toBe('200.00');
    expect(launchAmountDefault('25000.00', 'lots', 'CNY')).toBe('100.00');
    expect(launchAmountDefault('25000.00', '0', 'CNY')).toBe('100.00');
    expect(launchAmountDefault('5000000', null, 'VND')).toBe('100');
  });

  it('is remembered per merchant and member', () => {
    expect(rememberedLaunchAmount('demo', 'C1')).toBeNull();
    rememberLaunchAmount('demo', 'C1', '350.00');
    expect(rememberedLaunchAmount('demo', 'C1')).toBe('350.00');
    expect(rememberedLaunchAmount('demo', 'C2')).toBeNull();
    expect(rememberedLaunchAmount('alpha', 'C1')).toBeNull();
    rememberLaunchAmount('demo', null, '1.00');
    expect(rememberedLaunchAmount('demo', null)).toBeNull();
  });
});

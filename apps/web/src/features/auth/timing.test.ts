import { describe, expect, it } from 'vitest';
import { codeCountdownSeconds, secondsUntil } from './countdown';
import { createThrottle } from './throttle';
import { popupsAfterLogin } from './popup-rule';

describe('code countdown (spec 4)', () => {
  it('lasts 60 x expiredMinutes seconds', () => {
    expect(codeCountdownSeconds(1)).toBe(60);
    expect(codeCountdownSeconds(5)).toBe(300);
    expect(codeCountdownSeconds(0.5)).toBe(30);
  });

  it('falls back to the default code lifetime when the answer names none', () => {
    expect(codeCountdownSeconds(null)).toBe(300);
    expect(codeCountdownSeconds(undefined)).toBe(300);
    expect(codeCountdownSeconds(0)).toBe(300);
    expect(codeCountdownSeconds(Number.NaN)).toBe(300);
  });

  it('counts whole seconds up from the end time', () => {
    expect(secondsUntil(null, 0)).toBe(0);
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 60_000)).toBe(0);
    expect(secondsUntil(60_000, 90_000)).toBe(0);
  });
});

describe('throttle', () => {
  it('lets one call through per interval and drops the rest', () => {
    let now = 0;
    const throttle = createThrottle(1000, () => now);
    expect(throttle.tryRun()).toBe(true);
    now = 999;
    expect(throttle.tryRun()).toBe(false);
    now = 1000;
    expect(throttle.tryRun()).toBe(true);
    now = 1500;
    expect(throttle.tryRun()).toBe(false);
    throttle.reset();
    expect(throttle.tryRun()).toBe(true);
  });
});

describe('publicity popups after login (spec 4)', () => {
  const entries = [
    { id: 1, execution: 'A' },
    { id: 2, execution: 'F' },
    { id: 3, execution: 'N' },
    { id: 4, execution: null },
    { id: 5, execution: 'a' },
  ];

  it('first login: A and F', () => {
    expect(popupsAfterLogin(entries, { firstLogin: true, closed: false }).map((e) => e.id)).toEqual([
      1, 2, 5,
    ]);
  });

  it('later logins: only A', () => {
    expect(popupsAfterLogin(entries, { firstLogin: false, closed: false }).map((e) => e.id)).toEqual([1, 5]);
  });

  it('none once closed in this session', () => {
    expect(popupsAfterLogin(entries, { firstLogin: true, closed: true })).toEqual([]);
  });
});

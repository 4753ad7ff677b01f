import { describe, expect, it } from 'vitest';
import { indexAt, indexOfNumero, issueAt, type ScheduleSpec } from './schedule.js';

const everyFiveSeconds: ScheduleSpec = { intervalSeconds: 5, lockSeconds: 1, dayOffsetSeconds: 0 };
const everyMinute: ScheduleSpec = { intervalSeconds: 60, lockSeconds: 10, dayOffsetSeconds: 0 };

describe('issue numbers', () => {
  it('round-trip every issue of a day, the five-digit ones of short intervals included', () => {
    const dayStart = Date.UTC(2026, 10, 23) / 1000;
    const first = indexAt(everyFiveSeconds, new Date(dayStart * 1000));
    for (const k of [0, 1, 9998, 9999, 10_000, 17_279]) {
      const { numero } = issueAt(everyFiveSeconds, first + k);
      expect(indexOfNumero(everyFiveSeconds, numero), numero).toBe(first + k);
    }
    expect(issueAt(everyFiveSeconds, first + 10_868).numero).toBe('20261123-10869');
  });

  it('refuses numbers that are not one of the game issues', () => {
    expect(indexOfNumero(everyMinute, '20261123-1441')).toBeNull();
    expect(indexOfNumero(everyMinute, '20261123-10001')).toBeNull();
    expect(indexOfNumero(everyMinute, '20261123-0000')).toBeNull();
    expect(indexOfNumero(everyMinute, '20261123-123456')).toBeNull();
    expect(indexOfNumero(everyMinute, '20261123')).toBeNull();
  });
});

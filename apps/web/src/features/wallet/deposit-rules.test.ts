import { describe, expect, it } from 'vitest';
import { choiceKey, choiceOf, countdownText } from './deposit-rules';

describe('deposit rules', () => {
  it('writes the countdown as m:ss, h:mm:ss from an hour, never below zero', () => {
    expect(countdownText(1800)).toBe('30:00');
    expect(countdownText(61)).toBe('1:01');
    expect(countdownText(9)).toBe('0:09');
    expect(countdownText(3725)).toBe('1:02:05');
    expect(countdownText(-5)).toBe('0:00');
  });

  it('round-trips the method choice through its key', () => {
    for (const choice of [{ kind: 'method', id: 12 }, { kind: 'BANK' }, { kind: 'C2C' }] as const) {
      expect(choiceOf(choiceKey(choice))).toEqual(choice);
    }
  });
});

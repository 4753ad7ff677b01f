import { beforeEach, describe, expect, it } from 'vitest';
import { captureTrackingId, isValidTrackingId, storedTrackingId, TRACKING_ID_KEY } from './tracking-id';

beforeEach(() => localStorage.clear());

describe('tid tracking id', () => {
  it('is saved from the link only when it passes the validator', () => {
    expect(captureTrackingId('?tid=camp-2026_11.a')).toBe(true);
    expect(storedTrackingId()).toBe('camp-2026_11.a');
    for (const bad of ['', '%3Cscript%3E', 'a b', 'x'.repeat(65), 'id%0Aline', 'ünï']) {
      expect(captureTrackingId(`?tid=${bad}`), bad).toBe(false);
    }
    // A bad tid leaves the saved one.
    expect(storedTrackingId()).toBe('camp-2026_11.a');
    expect(captureTrackingId('?other=1')).toBe(false);
    expect(captureTrackingId('?tid=next1')).toBe(true);
    expect(storedTrackingId()).toBe('next1');
  });

  it('never hands out a stored value that fails the validator', () => {
    localStorage.setItem(TRACKING_ID_KEY, '<img src=x>');
    expect(storedTrackingId()).toBeNull();
    expect(isValidTrackingId('x'.repeat(64))).toBe(true);
    expect(isValidTrackingId(42)).toBe(false);
  });
});

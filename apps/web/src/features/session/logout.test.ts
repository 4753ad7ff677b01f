import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@platform/shared';
import { setSessionValues } from '../../lib/session';
import { logout, logoutDestination } from './api/session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('logout', () => {
  it('goes to the next page it names when that is a path of this site, else home', () => {
    expect(logoutDestination('/promotions?t=1#42', '/')).toBe('/promotions?t=1#42');
    expect(logoutDestination(' /lott ', '/')).toBe('/lott');
    expect(logoutDestination(null, '/')).toBe('/');
    expect(logoutDestination('', '/agent')).toBe('/agent');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a\nb',
    ]) {
      expect(logoutDestination(bad, '/'), bad).toBe('/');
    }
  });

  it('redirects there 150 ms after the session ends', async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, value: true, errorCode: null, message: null })),
      ),
    );
    setSessionValues({ token: 'tok-9' });
    const done = logout('/promotions');
    await vi.advanceTimersByTimeAsync(LIMITS.logoutRedirectMs - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(assign).toHaveBeenCalledWith('/promotions');
    expect(LIMITS.logoutRedirectMs).toBe(150);
  });
});

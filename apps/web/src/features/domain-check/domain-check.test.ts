import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastestDomain, redirectUrl } from './domain-check';

afterEach(() => vi.unstubAllGlobals());

describe('domain check', () => {
  it('moves to the new line keeping only affiliateCode and r', () => {
    const current = new URL('https://old.example.com/lottery?affiliateCode=AB12&r=9&token=x&gameCode=1');
    expect(redirectUrl('www.new.example.com', current)).toBe(
      'https://www.new.example.com/?affiliateCode=AB12&r=9',
    );
  });

  it('takes the first line to answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.includes('slow')
          ? new Promise((resolve) => setTimeout(() => resolve(new Response('')), 50))
          : url.includes('down')
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve(new Response('')),
      ),
    );
    expect(await fastestDomain(['slow.example', 'down.example', 'fast.example'], 'https:')).toBe(
      'fast.example',
    );
  });

  it('gives up when no line answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await fastestDomain(['a.example', 'b.example'], 'https:')).toBeNull();
    expect(await fastestDomain([], 'https:')).toBeNull();
  });
});

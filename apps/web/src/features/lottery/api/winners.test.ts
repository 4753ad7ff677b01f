import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { setSessionValues } from '../../../lib/session';
import { fetchWinners } from './winners';

function serve() {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      seen.push({ url: input, headers: init.headers as Record<string, string> });
      return new Response('[]');
    }),
  );
  return seen;
}

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('EN', false);
});

describe('winner board call', () => {
  it('sends gameCategory, language and limitNum, with CustomerId and CN as zh_CN', async () => {
    await changeLanguage('CN', false);
    setSessionValues({ customerId: '7', token: 'tok-7' });
    const seen = serve();
    await fetchWinners();
    const url = new URL(seen[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/lgw/winners');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gameCategory: 'ALL',
      language: 'zh_CN',
      limitNum: '100',
    });
    expect(seen[0]!.headers).toMatchObject({ Language: 'zh_CN', CustomerId: '7' });
  });

  it('sends other languages as their code, and no CustomerId for a visitor', async () => {
    await changeLanguage('TH', false);
    const seen = serve();
    await fetchWinners();
    expect(new URL(seen[0]!.url, 'http://localhost').searchParams.get('language')).toBe('TH');
    expect(seen[0]!.headers.Language).toBe('TH');
    expect(seen[0]!.headers).not.toHaveProperty('CustomerId');
  });
});

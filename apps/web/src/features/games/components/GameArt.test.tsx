import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { settingsAnswer } from '../../../app/test-answers';
import { imageHostOf } from '../../../lib/settings/image-host';
import { GameArt } from './GameArt';

function renderArt(imageCDNs: string[], src: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            value: settingsAnswer({ imageCDNs }),
            errorCode: null,
            message: null,
          }),
        ),
    ),
  );
  const { container } = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GameArt src={src} name="Golden Koi" className="art" />
    </QueryClientProvider>,
  );
  return container;
}

afterEach(() => {
  cleanup();
  // GET answers are kept in session storage for a while: each test asks for its own settings.
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('game pictures', () => {
  it('load from a random image host, then the default host, then show the initials', async () => {
    const container = renderArt(['https://img1.example', 'https://img2.example'], '/games/koi.webp');
    const img = () => container.querySelector('img');
    await waitFor(() =>
      expect(img()?.getAttribute('src')).toMatch(/^https:\/\/img[12]\.example\/games\/koi\.webp$/),
    );
    fireEvent.error(img()!);
    expect(img()?.getAttribute('src')).toBe('/games/koi.webp');
    fireEvent.error(img()!);
    expect(img()).toBeNull();
    expect(screen.getByText('GK')).toBeTruthy();
  });

  it('keep the default host without image CDNs, and absolute pictures where they are', async () => {
    const container = renderArt([], 'https://vendor.example/koi.png');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://vendor.example/koi.png');
    cleanup();
    const relative = renderArt([], '/games/koi.webp');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(relative.querySelector('img')?.getAttribute('src')).toBe('/games/koi.webp');
  });

  it('pick one host per page load, at random among the usable ones', () => {
    expect(imageHostOf(['https://a.example', 'https://b.example'], () => 0.9)).toBe('https://b.example');
    expect(imageHostOf(['https://a.example', 'https://b.example'], () => 0)).toBe('https://b.example');
    expect(imageHostOf(['https://c.example'], () => 0)).toBe('https://c.example');
    expect(imageHostOf(['nope'])).toBeNull();
  });
});

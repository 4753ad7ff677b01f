import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Banner } from '@platform/shared';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import {
  DEFAULT_AUTOPLAY_MS,
  HOME_AUTOPLAY_MS,
  bannerTarget,
  shouldAutoplay,
  stepSlide,
} from '../banner-rules';
import { BannerSlides } from './BannerCarousel';

function banner(
  bannerId: number,
  linkageType: Banner['linkageType'] = 'URL',
  linkage: string | null = null,
): Banner {
  return {
    bannerId,
    url: `/b/${bannerId}.png`,
    linkage,
    linkageType,
    groupName: 'w_home',
    roomId: null,
    nodeId: null,
    vendor: null,
    title: `Banner ${bannerId}`,
  };
}

function renderSlides(banners: Banner[], autoplayMs: number, onOpen = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <BannerSlides banners={banners} autoplayMs={autoplayMs} onOpen={onOpen} />
    </I18nProvider>,
  );
  return onOpen;
}

const index = () => screen.getByTestId('banner-carousel').getAttribute('data-index');

beforeEach(async () => {
  await changeLanguage('EN', false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('banner carousel rules', () => {
  it('autoplays only with more than one banner, and loops', () => {
    expect(shouldAutoplay(0)).toBe(false);
    expect(shouldAutoplay(1)).toBe(false);
    expect(shouldAutoplay(2)).toBe(true);
    expect(stepSlide(2, 1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(2);
    expect(HOME_AUTOPLAY_MS).toBe(2500);
    expect(DEFAULT_AUTOPLAY_MS).toBe(3000);
  });

  it('turns every autoplay interval and wraps from the last slide to the first', () => {
    vi.useFakeTimers();
    renderSlides([banner(1), banner(2), banner(3)], HOME_AUTOPLAY_MS);
    expect(screen.getByTestId('banner-carousel').getAttribute('data-autoplay')).toBe('2500');
    expect(index()).toBe('0');
    act(() => vi.advanceTimersByTime(2499));
    expect(index()).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(index()).toBe('1');
    act(() => vi.advanceTimersByTime(2500 * 2));
    expect(index()).toBe('0');
  });

  it('a single banner stands still and has no arrows or dots', () => {
    vi.useFakeTimers();
    renderSlides([banner(1)], DEFAULT_AUTOPLAY_MS);
    expect(screen.getByTestId('banner-carousel').getAttribute('data-autoplay')).toBe('0');
    act(() => vi.advanceTimersByTime(10_000));
    expect(index()).toBe('0');
    expect(screen.queryByLabelText('Next')).toBeNull();
  });

  it('hands the clicked banner to the caller and the arrows step with loop', () => {
    const onOpen = renderSlides([banner(1), banner(2)], DEFAULT_AUTOPLAY_MS);
    fireEvent.click(screen.getByLabelText('Previous'));
    expect(index()).toBe('1');
    fireEvent.click(screen.getAllByTestId('banner-slide')[1]!);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ bannerId: 2 }));
  });

  it('leads URL banners out with the username, routes internal URLs and P banners, launches G', () => {
    const context = { origin: 'https://www.site.test', username: 'demo001', now: 1700 };
    expect(bannerTarget(banner(1, 'URL', 'https://partner.test/page?x=1'), context)).toEqual({
      kind: 'external',
      url: 'https://partner.test/page?x=1&username=demo001',
    });
    expect(bannerTarget(banner(1, 'URL', 'https://partner.test/'), { ...context, username: null })).toEqual({
      kind: 'external',
      url: 'https://partner.test/',
    });
    expect(bannerTarget(banner(1, 'URL', '/lottery?gameCode=x'), context)).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=x',
    });
    expect(bannerTarget(banner(1, 'URL', 'https://www.site.test/help#deposit'), context)).toEqual({
      kind: 'route',
      to: '/help#deposit',
    });
    expect(bannerTarget(banner(1, 'URL', 'javascript:alert(1)'), context)).toEqual({ kind: 'none' });
    expect(bannerTarget(banner(1, 'P', '42'), context)).toEqual({
      kind: 'route',
      to: '/promotions?t=1700#42',
    });
    expect(bannerTarget(banner(1, 'P', null), context)).toEqual({ kind: 'route', to: '/promotions?t=1700' });
    expect(bannerTarget(banner(1, 'G', 'slot-1'), context)).toEqual({ kind: 'game' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@platform/shared';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';
import { loginToken, pageWithSession } from './member-api.js';

/**
 * Merchant content in the player's language: the demo merchant's home banners, promotions,
 * notices and inbox are seeded in six languages, and the site shows each language's own text
 * (not the English of every language, nor the CN default).
 */
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await loginToken(h, 'demo001', 'demo1234');
});
afterAll(async () => {
  await h?.close();
});

const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = VIEWPORTS.mobile;

/** The seeded texts the pages must show (apps/server/src/seed/demo-texts.ts). */
const EXPECTED: Record<
  'CN' | 'EN' | 'TH' | 'JA',
  { banner: string; promotion: string; notice: string; inbox: string }
> = {
  CN: { banner: '投注任务', promotion: '首存优惠', notice: '周日 02:00-04:00 系统维护', inbox: '平台公告' },
  EN: {
    banner: 'Betting Mission',
    promotion: 'First Deposit Bonus',
    notice: 'Scheduled maintenance on Sunday 02:00-04:00',
    inbox: 'Platform notice',
  },
  TH: {
    banner: 'ภารกิจเดิมพัน',
    promotion: 'โบนัสฝากครั้งแรก',
    notice: 'ปิดปรับปรุงระบบวันอาทิตย์ 02:00-04:00',
    inbox: 'ประกาศจากแพลตฟอร์ม',
  },
  JA: {
    banner: 'ベットミッション',
    promotion: '初回入金ボーナス',
    notice: '日曜 02:00〜04:00 定期メンテナンス',
    inbox: 'プラットフォームからのお知らせ',
  },
};

async function showsContentIn(language: keyof typeof EXPECTED, viewport: Viewport, tag: string) {
  const want = EXPECTED[language];
  const others = (Object.keys(EXPECTED) as LanguageCode[]).filter((l) => l !== language);
  const page = await pageWithSession(h, token, { language, viewport });

  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel-w_home');
  await carousel.waitFor({ state: 'visible', timeout: 30_000 });
  const firstSlide = carousel.getByTestId('banner-slide').first().locator('img');
  await expect.poll(() => firstSlide.getAttribute('alt'), { timeout: 15_000 }).toBe(want.banner);
  // The picture is the language's own too (its words are drawn into it).
  await expect
    .poll(() => firstSlide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await h.screenshot(page, `content-home-${tag}-${language.toLowerCase()}`);

  await page.goto('/promotions');
  await page.getByTestId('promotion-card').first().waitFor({ state: 'visible', timeout: 30_000 });
  const cards = await page.getByTestId('promotion-card').allInnerTexts();
  expect(cards.join('\n')).toContain(want.promotion);
  for (const other of others)
    expect(cards.join('\n')).not.toContain(EXPECTED[other as keyof typeof EXPECTED].promotion);
  await h.screenshot(page, `content-promotions-${tag}-${language.toLowerCase()}`);

  await page.goto('/member?page=messageV2');
  await page.getByTestId('msg-tab-inbox').waitFor({ state: 'visible', timeout: 30_000 });
  await expect.poll(() => page.locator('.msg-page').innerText(), { timeout: 15_000 }).toContain(want.inbox);
  await page.getByTestId('msg-tab-notices').click();
  await page.getByTestId('notice-item').first().waitFor({ state: 'visible', timeout: 15_000 });
  const notices = await page.getByTestId('notices-list').innerText();
  expect(notices).toContain(want.notice);
  for (const other of others) expect(notices).not.toContain(EXPECTED[other as keyof typeof EXPECTED].notice);
  await h.screenshot(page, `content-notices-${tag}-${language.toLowerCase()}`);
  await page.close();
}

describe('merchant content per language', () => {
  for (const language of ['CN', 'EN', 'TH', 'JA'] as const) {
    it(`shows the home banners, promotions, notices and inbox in ${language} (desktop)`, async () => {
      await showsContentIn(language, DESKTOP, 'desktop');
    });
  }
  for (const language of ['CN', 'EN', 'TH'] as const) {
    it(`shows them in ${language} on a phone`, async () => {
      await showsContentIn(language, PHONE, 'mobile');
    });
  }
});

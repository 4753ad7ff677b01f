import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LanguageCode, NearNumeroView } from '@platform/shared';
import path from 'node:path';
import {
  VIEWPORTS,
  screenshotDir,
  startHarness,
  switchLanguage,
  type Harness,
  type Viewport,
} from './harness.js';
import { callApi, loginToken, pageWithSession } from './member-api.js';

/**
 * House risk controls of the lottery: a player's bet over the demo's per-order payout cap is
 * refused with the cap and what can still be staked, in the player's language; the operator's
 * risk page shows the live liability of the open issues, the limits, and an alert pushed over
 * STOMP when an issue passes its threshold, kept in the alerts list where an operator
 * acknowledges it; an operator tightens one member's stake from the member page and that member's
 * bet over it is refused in the player's language; the page at phone size.
 */
const GAME = 'lotus_ssc_5m';

let h: Harness;
let member: string;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  member = await loginToken(h, 'demo001', 'demo1234');
  const moved = await callApi(
    h,
    'POST',
    '/wps/wallet/transfer',
    { fromWallet: 'MAIN', toWallet: 'LOTT', amount: '200' },
    member,
  );
  expect(moved.success, JSON.stringify(moved)).toBe(true);
  const login = await callApi<{ token: string }>(h, 'POST', '/admin/api/session/login', {
    username: 'admin',
    password: 'admin1234',
  });
  admin = login.value.token;
}, 240_000);
afterAll(async () => {
  await h?.close();
});

async function adminPage(language: LanguageCode, viewport: Viewport = VIEWPORTS.desktop): Promise<Page> {
  const page = await h.newPage({ language, viewport });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-admin-set')) {
      sessionStorage.setItem('adminToken', value);
      sessionStorage.setItem('e2e-admin-set', '1');
    }
  }, admin);
  return page;
}

async function numero(): Promise<string> {
  const res = await fetch(`${h.baseUrl}/lgw/numeros/near?gameCode=${GAME}`, {
    headers: { Merchant: 'demo' },
  });
  return ((await res.json()) as NearNumeroView).nextNumero!.numero;
}

async function bet(content: string, multiple: number): Promise<Response> {
  return fetch(`${h.baseUrl}/lgw/orders/betting`, {
    method: 'POST',
    headers: { Merchant: 'demo', Authorization: member, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      bettingSlipString: JSON.stringify({
        gameCode: GAME,
        numero: await numero(),
        bets: [{ playType: '2D_BACK_DIRECT', content, moneyMode: 'Y', multiple }],
      }),
    }),
  });
}

describe('lottery risk controls', () => {
  it('refuses a bet over the per-order payout cap with the cap and what can still be staked', async () => {
    const texts = {
      EN: 'An order may win at most 1,000,000.00; you can still stake at most 10.25.',
      CN: '本单最高可中奖 1,000,000.00，您最多还可投注 10.25。',
    } as const;
    for (const language of ['EN', 'CN'] as const) {
      const page = await pageWithSession(h, member, { language, viewport: VIEWPORTS.desktop });
      await page.goto(`/lottery?gameCode=${GAME}&playType=5D_DIRECT`);
      await page.getByTestId('lottery-betting').waitFor({ state: 'visible', timeout: 30_000 });
      await expect
        .poll(() => page.getByTestId('bet-numero').innerText(), { timeout: 30_000 })
        .toMatch(/\d{8}-\d{4}/);
      // One five-digit ticket of 2.00 pays 195 000.00: six of them are over 1 000 000.00.
      await page.getByTestId('bet-random').click();
      await page.getByTestId('bet-multiple').fill('6');
      await page.getByTestId('bet-multiple').blur();
      await page.getByTestId('bet-now').click();
      await page.getByTestId('bet-confirm').waitFor({ state: 'visible', timeout: 30_000 });
      await page.getByTestId('bet-confirm-ok').click();
      const dialog = page.getByTestId('dialog');
      await dialog.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await page.getByTestId('dialog-message').innerText()).toBe(texts[language]);
      await h.screenshot(page, `lottery-risk-payout-refused-${language.toLowerCase()}-desktop`);
      await page.context().close();
    }
  }, 180_000);

  it('shows the live liability, the limits, and alerts the operator when an issue passes its threshold', async () => {
    expect((await bet('3|3', 1)).status).toBe(200);
    for (const language of ['EN', 'CN'] as const) {
      const page = await adminPage(language);
      await page.goto('/admin/lottery/risk');
      await page.getByTestId('ops-lottery-risk').waitFor({ state: 'visible', timeout: 30_000 });
      const issue = page.locator(`[data-testid="ops-risk-issue"][data-game="${GAME}"]`).first();
      await issue.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await issue.getByTestId('ops-risk-outcomes').innerText()).toContain('2D_BACK_DIRECT:3|3');
      expect(await issue.getByTestId('ops-risk-numbers').innerText()).toContain('3|3');
      const limits = page.getByTestId('ops-risk-limits-table');
      await limits.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await limits.innerText()).toContain('50000.00');
      if (language === 'EN') {
        // The operator lowers the game's cap and its alert threshold in the form.
        await page.locator(`[data-scope="${GAME}"][data-play=""]`).getByTestId('ops-risk-edit').click();
        await page.getByTestId('ops-risk-liabilityCap').fill('1000');
        await page.getByTestId('ops-risk-alertPercent').fill('50');
        await page.getByTestId('ops-risk-limit-form-submit').click();
        await expect.poll(() => limits.innerText(), { timeout: 30_000 }).toContain('1000.00');
        // A bet of 6.00 on a new number stands to pay 585.00, 58% of the cap: past the threshold. The
        // socket may still be connecting at the first crossing, so numbers are tried until one is heard.
        const alerts = page.getByTestId('ops-risk-alerts');
        for (let n = 4; n < 9 && !(await alerts.isVisible()); n++) {
          expect((await bet(`${n}|${n}`, 3)).status).toBe(200);
          await alerts.waitFor({ state: 'visible', timeout: 8_000 }).catch(() => undefined);
        }
        await alerts.waitFor({ state: 'visible', timeout: 30_000 });
        expect(await alerts.innerText()).toContain('58%');
        // The alert is kept: listed (not acknowledged yet), and the operator acknowledges it.
        const row = page.getByTestId('ops-risk-alert-table-row').first();
        await row.waitFor({ state: 'visible', timeout: 30_000 });
        expect(await row.innerText()).toContain('58%');
        await row.getByTestId('ops-risk-alert-ack').click();
        await page.getByTestId('ops-risk-alerts-open').uncheck();
        const acked = page.getByTestId('ops-risk-alert-acked').first();
        await acked.waitFor({ state: 'visible', timeout: 30_000 });
        expect(await acked.innerText()).toContain('admin');
        const stored = await callApi<{ list: { acknowledgedBy: string | null }[] }>(
          h,
          'GET',
          '/admin/api/lottery/alerts?size=1',
          undefined,
          admin,
        );
        expect(stored.value.list[0]?.acknowledgedBy).toBe('admin');
      }
      await h.screenshot(page, `lottery-risk-admin-${language.toLowerCase()}-desktop`);
      await page.context().close();
    }
  }, 240_000);

  it("an operator tightens one member's stake from the member page; the player's bet over it is refused (EN, CN)", async () => {
    const found = await callApi<{ list: { id: number; account: string }[] }>(
      h,
      'GET',
      '/admin/api/members?q=demo001',
      undefined,
      admin,
    );
    const memberId = found.value.list.find((m) => m.account === 'demo001')!.id;
    const page = await adminPage('EN');
    await page.goto(`/admin/members/${memberId}`);
    await page.getByTestId('adm-member-lottery-limits').click();
    const form = page.getByTestId('ops-risk-member-form');
    await form.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByTestId('ops-risk-member-id').inputValue()).toBe(String(memberId));
    await page.getByTestId('ops-risk-member-maxStake').fill('5');
    await page.getByTestId('ops-risk-member-save').click();
    await page.getByTestId('adm-toast-success').first().waitFor({ state: 'visible', timeout: 30_000 });
    const saved = await callApi<{ maxStake: string | null }>(
      h,
      'GET',
      `/admin/api/lottery/members/${memberId}/limits`,
      undefined,
      admin,
    );
    expect(saved.value.maxStake).toBe('5.00');
    await form.scrollIntoViewIfNeeded();
    await h.screenshot(page, 'lottery-risk-member-limits-en-desktop');
    // The same form on the risk page, by member id, shows what was saved (CN).
    await switchLanguage(page, 'CN');
    await page.goto('/admin/lottery/risk');
    await page.getByTestId('ops-risk-member-id').fill(String(memberId));
    await page.getByTestId('ops-risk-member-open').click();
    await expect
      .poll(() => page.getByTestId('ops-risk-member-maxStake').inputValue(), { timeout: 30_000 })
      .toBe('5.00');
    await page.context().close();

    const texts = {
      EN: 'The stake of a bet line must be at most 5.00.',
      CN: '每注投注额不能高于 5.00。',
    } as const;
    for (const language of ['EN', 'CN'] as const) {
      const player = await pageWithSession(h, member, { language, viewport: VIEWPORTS.desktop });
      await player.goto(`/lottery?gameCode=${GAME}&playType=5D_DIRECT`);
      await player.getByTestId('lottery-betting').waitFor({ state: 'visible', timeout: 30_000 });
      await expect
        .poll(() => player.getByTestId('bet-numero').innerText(), { timeout: 30_000 })
        .toMatch(/\d{8}-\d{4}/);
      // One ticket of 2.00 three times over: a line of 6.00, over the member's 5.00.
      await player.getByTestId('bet-random').click();
      await player.getByTestId('bet-multiple').fill('3');
      await player.getByTestId('bet-multiple').blur();
      // Sales close 30 s before each draw: a run that lands there waits for the next issue.
      await expect.poll(() => player.getByTestId('bet-now').isEnabled(), { timeout: 120_000 }).toBe(true);
      await player.getByTestId('bet-now').click();
      await player.getByTestId('bet-confirm').waitFor({ state: 'visible', timeout: 30_000 });
      await player.getByTestId('bet-confirm-ok').click();
      await player.getByTestId('dialog').waitFor({ state: 'visible', timeout: 30_000 });
      expect(await player.getByTestId('dialog-message').innerText()).toBe(texts[language]);
      await h.screenshot(player, `lottery-risk-member-stake-refused-${language.toLowerCase()}-desktop`);
      await player.context().close();
    }
    const lifted = await callApi(
      h,
      'PUT',
      `/admin/api/lottery/members/${memberId}/limits`,
      { maxStake: null, maxMultiple: null, maxOrderPayout: null, maxMemberIssuePayout: null },
      admin,
    );
    expect(lifted.success).toBe(true);
  }, 240_000);

  it('fits a phone: the risk page is no wider than the window (CN, EN)', async () => {
    for (const language of ['CN', 'EN'] as const) {
      const page = await adminPage(language, VIEWPORTS.mobile);
      await page.goto('/admin/lottery/risk');
      await page.getByTestId('ops-lottery-risk').waitFor({ state: 'visible', timeout: 30_000 });
      await page.getByTestId('ops-risk-limits-table').waitFor({ state: 'visible', timeout: 30_000 });
      await page.getByTestId('ops-risk-issue').first().waitFor({ state: 'visible', timeout: 30_000 });
      // Every alert, acknowledged ones too, so the list shows its rows.
      await page.getByTestId('ops-risk-alerts-open').uncheck();
      await page
        .getByTestId('ops-risk-alert-table-row')
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await h.screenshot(page, `lottery-risk-admin-${language.toLowerCase()}-mobile`);
      await page.screenshot({
        path: path.join(screenshotDir, `lottery-risk-admin-${language.toLowerCase()}-mobile-full.png`),
        fullPage: true,
      });
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  }, 180_000);
});

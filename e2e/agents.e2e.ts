import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ConsolidatedContractsValue, LanguageCode } from '@platform/shared';
import { AGENT_TEXTS } from './texts';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';
import { callApi, loginToken, pageWithSession } from './member-api.js';

/** The demo agent and its two seeded downlines (apps/server/src/seed). */
const AGENT = ['agent001', 'agent1234'] as const;
const DOWNLINE = ['demo001', 'demo1234'] as const;
const OTHER_DOWNLINE = ['demo002', 'demo1234'] as const;
const PAYMENT_PASSWORD = '123456';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(async () => {
  await h?.close();
});

const call = <T = unknown>(method: string, path: string, body?: unknown, token?: string) =>
  callApi<T>(h, method, path, body, token);

async function mainBalance(token: string): Promise<number> {
  const res = await call<{ walletList: { code: string; availBalance: string }[] }>(
    'GET',
    '/wps/member/info/funds/consolidated',
    undefined,
    token,
  );
  return Number(res.value.walletList.find((w) => w.code === 'MAIN')!.availBalance);
}

function open(token: string, language: LanguageCode, viewport: Viewport = VIEWPORTS.desktop): Promise<Page> {
  return pageWithSession(h, token, { language, viewport });
}

async function agentPage(page: Page, id: string): Promise<void> {
  await page.goto(`/member?page=${id}`);
  await page.getByTestId('agent-centre').waitFor({ state: 'visible', timeout: 30_000 });
  await page.locator('.member-centre__title').waitFor({ state: 'visible' });
}

/** Nothing on the page may stick out past the phone's width. */
async function fitsPhone(page: Page): Promise<void> {
  const widest = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const over = [...document.querySelectorAll<HTMLElement>('body *')].find(
      (el) =>
        el.getBoundingClientRect().right > limit + 1 &&
        !el.closest('.member-centre__nav') &&
        getComputedStyle(el).visibility !== 'hidden',
    );
    return {
      width: document.documentElement.scrollWidth,
      over: over ? over.className || over.tagName : null,
    };
  });
  expect(widest.width, `wider than the phone: ${widest.over}`).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
}

describe('agent centre in the browser', () => {
  let agent: string;
  let member: string;
  let other: string;

  beforeAll(async () => {
    agent = await loginToken(h, ...AGENT);
    member = await loginToken(h, ...DOWNLINE);
    other = await loginToken(h, ...OTHER_DOWNLINE);
  });

  it('shows the Agent entry to the agent only and opens the team overview with the seeded team', async () => {
    const page = await open(agent, 'EN');
    await page.goto('/');
    await page.getByTestId('info-bar-toggle').click();
    await page.getByTestId('member-entry-agent').click();
    await page.getByTestId('agent-overview').waitFor({ state: 'visible', timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('page')).toBe('agentTeamOverview');
    await expect.poll(() => page.getByTestId('stat-team-size').innerText(), { timeout: 10_000 }).toBe('2');
    expect(await page.getByTestId('stat-direct').innerText()).toBe('2');
    const members = page.getByTestId('team-member-row');
    await expect.poll(() => members.count()).toBe(2);
    expect(await page.getByTestId('team-members').innerText()).toContain('demo001');
    await h.screenshot(page, 'agent-overview-en-desktop');

    // The date range: days after today are disabled, a picked range is shown as yyyy-mm-dd.
    await page.getByTestId('date-range-open').first().click();
    const future = page.locator('[data-future="true"]');
    if ((await future.count()) > 0) expect(await future.first().isDisabled()).toBe(true);
    expect(await page.getByTestId('date-range-next-month').isDisabled()).toBe(true);
    await h.screenshot(page, 'agent-date-picker-en-desktop');
    await page.getByTestId('date-range-preset-30-0').click();
    expect(await page.getByTestId('date-range-value').first().innerText()).toMatch(
      /^\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/,
    );
    await page.context().close();

    const plain = await open(member, 'EN');
    await plain.goto('/');
    await plain.getByTestId('info-bar-toggle').click();
    await plain.getByTestId('info-bar-panel').waitFor({ state: 'visible' });
    expect(await plain.getByTestId('member-entry-agent').count()).toBe(0);
    await plain.goto('/member?page=agentTeamOverview');
    await plain.getByTestId('agent-refused-not-agent').waitFor({ state: 'visible', timeout: 10_000 });
    await plain.context().close();
  });

  it('offers a daily salary contract that the downline accepts in its agreement', async () => {
    const page = await open(agent, 'EN');
    await agentPage(page, 'agentDailyWages2');
    await page.getByTestId('kind-section-offered').click();
    await page.getByTestId('offer-open').click();
    const modal = page.getByTestId('contract-offer-modal');
    await modal.waitFor({ state: 'visible' });
    await modal.getByTestId('offer-username').fill('demo001');
    await modal.getByTestId('offer-tier-betVolume').fill('1000');
    await modal.getByTestId('offer-tier-activeMember').fill('1');
    await modal.getByTestId('offer-tier-rate').fill('1.5');
    await modal.getByTestId('offer-add-tier').click();
    await modal.getByTestId('offer-tier-betVolume').nth(1).fill('5000');
    await modal.getByTestId('offer-tier-activeMember').nth(1).fill('2');
    await modal.getByTestId('offer-tier-rate').nth(1).fill('2');
    await h.screenshot(page, 'agent-offer-modal-en-desktop');
    await modal.getByTestId('offer-submit').click();
    await page.getByTestId('toast-offer-sent').waitFor({ state: 'visible', timeout: 10_000 });
    const offered = page.getByTestId('offered-contract-row');
    await expect.poll(() => offered.count(), { timeout: 10_000 }).toBe(1);
    expect(await offered.first().getByTestId('offered-status').getAttribute('data-status')).toBe('P');
    await h.screenshot(page, 'agent-offered-en-desktop');

    // The downline is asked on its next visit and accepts in the wage agreement.
    const downline = await open(member, 'EN');
    await downline.goto('/');
    const requests = downline.getByTestId('contract-request-modal');
    await requests.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await requests.getByTestId('contract-request').count()).toBe(1);
    await h.screenshot(downline, 'agent-contract-request-en-desktop');
    await requests.getByTestId('contract-request-open').click();
    const agreement = downline.getByTestId('agreement-modal');
    await agreement.waitFor({ state: 'visible' });
    expect(await agreement.innerText()).toContain(AGENT_TEXTS.EN.ag_agreement_wage);
    expect(await agreement.getByTestId('tier-table-row').count()).toBe(2);
    expect(await agreement.getByTestId('tier-table').innerText()).toContain('1.50%');
    await h.screenshot(downline, 'agent-agreement-en-desktop');
    await agreement.getByTestId('agreement-action-A').click();
    await downline.getByTestId('toast-contract-A').waitFor({ state: 'visible', timeout: 10_000 });
    await agreement.waitFor({ state: 'hidden' });
    await requests.waitFor({ state: 'hidden' });

    const consolidated = await call<ConsolidatedContractsValue>(
      'POST',
      '/wps/relay/AGENT_getConsolidated',
      {},
      member,
    );
    expect(consolidated.value.dailysalinfotype.map((c) => c.status)).toEqual(['V']);
    expect(consolidated.value.dailysalreqtype).toBe('N');

    // The member's own list shows it as accepted, with cancel and accept.
    await downline.goto('/member?page=playerMRDailySalary');
    await downline.getByTestId('contracts-tab-active').click();
    const mine = downline.getByTestId('my-contract-row');
    await expect.poll(() => mine.count(), { timeout: 10_000 }).toBe(1);
    expect(await mine.first().getByTestId('contract-action-C').isVisible()).toBe(true);
    expect(await mine.first().getByTestId('contract-action-A').isVisible()).toBe(true);
    await h.screenshot(downline, 'agent-my-contracts-en-desktop');
    await downline.context().close();

    // The payout pass computes the accepted day once it is over: no bets, so no tier is reached.
    const pass = await h.services.agentPayouts.tick(new Date(Date.now() + 2 * 86_400_000));
    expect(pass.computed).toBeGreaterThanOrEqual(1);
    await page.reload();
    await page.getByTestId('records-scope-team').click();
    const record = page.getByTestId('payout-record-row');
    await expect.poll(() => record.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(await record.first().innerText()).toContain('demo001');
    expect(await record.first().innerText()).toContain(AGENT_TEXTS.EN.ag_payout_NOT_QUALIFIED);
    await h.screenshot(page, 'agent-records-en-desktop');
    await page.getByTestId('kind-section-offered').click();
    await expect
      .poll(() => page.getByTestId('offered-status').first().getAttribute('data-status'), { timeout: 10_000 })
      .toBe('V');
    await page.context().close();
  });

  it('creates a register code and copies its link', async () => {
    const page = await open(agent, 'EN');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await agentPage(page, 'registerCenter');
    await page.getByTestId('code-remark').fill('Line group');
    await page.getByTestId('code-create').click();
    await page.getByTestId('toast-code-created').waitFor({ state: 'visible', timeout: 10_000 });
    const row = page.getByTestId('register-code-row');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const code = await row.first().getByTestId('register-code-value').innerText();
    const link = await row.first().getByTestId('register-code-link').innerText();
    expect(link).toBe(`${h.baseUrl}/register?affiliateCode=${code}`);
    await row.first().getByTestId('register-code-copy').click();
    await page.getByTestId('toast-copied').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await h.screenshot(page, 'agent-register-center-en-desktop');
    await page.context().close();
  });

  it('transfers to two downlines at once and the balances follow', async () => {
    const [agentBefore, memberBefore, otherBefore] = await Promise.all([
      mainBalance(agent),
      mainBalance(member),
      mainBalance(other),
    ]);
    // The receiving downline has the site open: the real-time message brings its toast.
    const receiver = await open(other, 'EN');
    await receiver.goto('/');
    await receiver.getByTestId('info-bar-toggle').waitFor({ state: 'visible', timeout: 15_000 });

    const page = await open(agent, 'EN');
    await agentPage(page, 'agentTransferDownline');
    await expect
      .poll(() => page.getByTestId('agent-transfer-available').innerText(), { timeout: 10_000 })
      .toContain(agentBefore.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    await page.getByTestId('agent-transfer-username').fill('demo002');
    await page.getByTestId('agent-transfer-amount').fill('1234.5');
    await page.getByTestId('agent-transfer-add').click();
    await page.getByTestId('agent-transfer-username').nth(1).fill('demo001');
    await page.getByTestId('agent-transfer-amount').nth(1).fill('500');
    await page.getByTestId('agent-transfer-password').fill(PAYMENT_PASSWORD);
    expect(await page.getByTestId('agent-transfer-total').innerText()).toContain('1,734.50');
    await h.screenshot(page, 'agent-transfer-en-desktop');
    await page.getByTestId('agent-transfer-submit').click();
    const confirm = page.getByTestId('dialog-message').last();
    await confirm.waitFor({ state: 'visible' });
    expect(await confirm.innerText()).toContain('1,734.50');
    await page.getByTestId('dialog-confirm').click();
    await page.getByTestId('toast-downline-ok').waitFor({ state: 'visible', timeout: 10_000 });

    await expect.poll(() => mainBalance(agent)).toBeCloseTo(agentBefore - 1734.5, 2);
    expect(await mainBalance(other)).toBeCloseTo(otherBefore + 1234.5, 2);
    expect(await mainBalance(member)).toBeCloseTo(memberBefore + 500, 2);

    const toast = receiver.getByTestId('toast-agent-transfer');
    await toast.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await toast.innerText()).toContain('1,234.50');
    await h.screenshot(receiver, 'agent-transfer-toast-en-desktop');
    await receiver.context().close();

    // The agent's own statement shows the money that went out today.
    await agentPage(page, 'personalHistoryCopy');
    const day = page.getByTestId('personal-statement-row').first();
    await day.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await day.getByTestId('personal-transfers').innerText()).toContain('1,734.50');
    await page.context().close();
  });

  it('the back office offers an hourly salary to the top agent, who accepts it in the agent centre', async () => {
    const login = await call<{ token: string }>('POST', '/admin/api/session/login', {
      username: 'operations',
      password: 'operations1234',
    });
    const admin = await h.newPage({ language: 'EN', viewport: VIEWPORTS.desktop });
    await admin.addInitScript((value) => {
      if (!sessionStorage.getItem('e2e-admin-set')) {
        sessionStorage.setItem('adminToken', value);
        sessionStorage.setItem('e2e-admin-set', '1');
      }
    }, login.value.token);
    await admin.goto('/admin/agents/contracts');
    await admin.getByTestId('ops-contracts').waitFor({ state: 'visible', timeout: 30_000 });
    await admin.getByTestId('ops-contracts-offer').click();
    const form = admin.getByTestId('ops-contract-offer');
    await form.waitFor({ state: 'visible' });
    // Nothing is sent while a field is empty.
    await admin.getByTestId('ops-contract-offer-submit').click();
    await form.locator('[aria-invalid=true]').first().waitFor({ state: 'visible' });
    await admin.getByTestId('ops-offer-username').fill('agent001');
    await admin.getByTestId('ops-offer-kind').selectOption('HOUR_SALARY');
    await admin.getByTestId('ops-offer-tier-0-minimumBet').fill('200');
    await admin.getByTestId('ops-offer-tier-0-activeMember').fill('1');
    await admin.getByTestId('ops-offer-tier-0-rateType').selectOption('F');
    await admin.getByTestId('ops-offer-tier-0-rate').fill('8');
    await h.screenshot(admin, 'ops-contract-offer-en-desktop');
    await admin.getByTestId('ops-contract-offer-submit').click();
    await form.waitFor({ state: 'hidden', timeout: 15_000 });
    const row = admin.getByTestId('ops-contracts-table-row').first();
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('agent001');
    expect(await row.innerText()).toContain('Hourly salary');

    // The top agent is asked on its next visit and accepts, as it would an agent's offer.
    const top = await open(agent, 'EN');
    await top.goto('/');
    const requests = top.getByTestId('contract-request-modal');
    await requests.waitFor({ state: 'visible', timeout: 15_000 });
    await requests.getByTestId('contract-request-open').first().click();
    const agreement = top.getByTestId('agreement-modal');
    await agreement.waitFor({ state: 'visible' });
    expect(await agreement.getByTestId('tier-table-row').count()).toBe(1);
    await h.screenshot(top, 'agent-house-offer-en-desktop');
    await agreement.getByTestId('agreement-action-A').click();
    await top.getByTestId('toast-contract-A').waitFor({ state: 'visible', timeout: 10_000 });
    await top.context().close();

    await admin.reload();
    await admin.getByTestId('ops-contracts').waitFor({ state: 'visible', timeout: 30_000 });
    await expect
      .poll(() => admin.getByTestId('ops-contracts-table-row').first().innerText(), { timeout: 15_000 })
      .toContain('In force');
    await admin.context().close();
  });

  it('walks every agent page in CN on a desktop and in EN on a phone', async () => {
    const pages = [
      'agentTeamOverview',
      'agentRedRain',
      'palStatementsAgentCopy',
      'personalHistoryCopy',
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
      'registerCenter',
      'agentTransferDownline',
    ];
    // Each language once and each viewport once: CN on a desktop, EN on a phone.
    for (const [language, device, viewport] of [
      ['CN', 'desktop', VIEWPORTS.desktop],
      ['EN', 'mobile', VIEWPORTS.mobile],
    ] as const) {
      const page = await open(agent, language, viewport);
      for (const id of pages) {
        await agentPage(page, id);
        expect(await page.locator('.member-centre__title').innerText()).toBe(
          AGENT_TEXTS[language][`ag_page_${id}` as keyof (typeof AGENT_TEXTS)['EN']],
        );
        await page.waitForLoadState('networkidle');
        if (viewport === VIEWPORTS.mobile) await fitsPhone(page);
        if (
          [
            'agentTeamOverview',
            'agentDailyWages2',
            'personalHistoryCopy',
            'registerCenter',
            'agentTransferDownline',
            'palStatementsAgentCopy',
          ].includes(id)
        )
          await h.screenshot(page, `agent-${id}-${language.toLowerCase()}-${device}`);
      }
      // The records of the accepted contract's kind, and the downline's accepted contract.
      await agentPage(page, 'agentDailyWages2');
      await page.getByTestId('kind-section-offered').click();
      await page.getByTestId('offered-contract-row').first().waitFor({ state: 'visible', timeout: 10_000 });
      if (viewport === VIEWPORTS.mobile) await fitsPhone(page);
      await h.screenshot(page, `agent-offered-${language.toLowerCase()}-${device}`);
      await page.getByTestId('offered-view').first().click();
      await page.getByTestId('agreement-modal').waitFor({ state: 'visible' });
      await h.screenshot(page, `agent-agreement-${language.toLowerCase()}-${device}`);
      await page.getByTestId('agreement-modal-close').click();
      await page.context().close();
    }
  }, 240_000);
});

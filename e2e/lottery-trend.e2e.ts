import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LotteryDrawView, NearNumeroView } from '@platform/shared';
import { LOTTERY_TEXTS as LOTTERY_TREND_TEXTS } from './texts';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';

/** Every game draws this often, so charts fill within seconds. */
const INTERVAL_SECONDS = 5;
const SSC = 'lotus_ssc_1m';
const ALL = '0,1,2,3,4,5,6,7,8,9';
/** Every digit at every position: 50 tickets, always exactly 5 winning. */
const SURE_WIN = `${ALL}|${ALL}|${ALL}|${ALL}|${ALL}`;

let h: Harness;

async function call<T>(method: 'GET' | 'POST', url: string, body?: object, token?: string) {
  const res = await h.app.inject({
    method,
    url,
    headers: { Merchant: 'demo', ...(token ? { Authorization: token } : {}) },
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() as T };
}

async function drawsOf(gameCode: string): Promise<LotteryDrawView[]> {
  const res = await call<{ list: LotteryDrawView[] }>('GET', `/lgw/draw/code/${gameCode}?page=1&size=100`);
  return res.body.list;
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** demo001 moves money to its lottery wallet and bets every digit of position 1, which always wins. */
async function placeSureWin(): Promise<void> {
  const login = await call<{ value: { token: string } }>('POST', '/wps/session/login/unsecure', {
    username: 'demo001',
    password: 'demo1234',
  });
  const token = login.body.value.token;
  const move = await call<{ success: boolean }>(
    'POST',
    '/wps/wallet/transfer',
    { fromWallet: 'MAIN', toWallet: 'LOTT', amount: '500' },
    token,
  );
  expect(move.body.success).toBe(true);
  // An issue may close between reading it and betting on it; the next one is seconds away.
  for (let attempt = 0; attempt < 5; attempt++) {
    const near = await call<NearNumeroView>('GET', `/lgw/numeros/near?gameCode=${SSC}`);
    const numero = near.body.nextNumero?.numero ?? near.body.currentNumero?.numero;
    const slip = {
      gameCode: SSC,
      numero,
      bets: [{ playType: '1D_POSITION', content: SURE_WIN, moneyMode: 'Y', multiple: 1 }],
    };
    const bet = await call('POST', '/lgw/orders/betting', { bettingSlipString: JSON.stringify(slip) }, token);
    if (bet.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('could not place the bet');
}

beforeAll(async () => {
  h = await startHarness({ lotteryDrawEverySeconds: INTERVAL_SECONDS });
  await placeSureWin();
  // Enough issues for a chart with a line through several balls.
  await waitFor(
    'SSC draws',
    () => drawsOf(SSC),
    (list) => list.length >= 5,
    60_000,
  );
}, 240_000);
afterAll(async () => {
  await h?.close();
});

async function openTrend(page: Page, query: string): Promise<void> {
  await page.goto(`/lottery/trend${query}`);
  await page.getByTestId('lottery-trend').waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByTestId('trend-chart').waitFor({ state: 'visible', timeout: 30_000 });
}

/**
 * The numbers the chart shows per row (top to bottom) and the issues of those rows, read in one
 * go: the chart redraws when a new draw arrives, and two separate reads could straddle that.
 */
async function chartReading(page: Page) {
  return page.getByTestId('trend-chart').evaluate((chart) => {
    const attr = (selector: string, name: string) =>
      [...chart.querySelectorAll(`[data-testid="${selector}"]`)].map((el) => el.getAttribute(name)!);
    const line = chart.querySelector('[data-testid="trend-line"]')?.getAttribute('points') ?? '';
    return {
      numeros: attr('trend-row', 'data-numero'),
      balls: attr('trend-ball', 'data-number'),
      points: line.trim().split(/\s+/),
      position: Number(chart.getAttribute('data-position')),
    };
  });
}

async function expectChartMatchesDraws(
  page: Page,
  gameCode: string,
  index: number,
  pick: (w: string) => string,
) {
  const reading = await chartReading(page);
  const byNumero = new Map((await drawsOf(gameCode)).map((d) => [d.numero, d]));
  expect(reading.position).toBe(index + 1);
  expect(reading.numeros.length).toBeGreaterThanOrEqual(3);
  // A ball per draw, joined by one line through all of them, oldest first.
  expect(reading.balls).toHaveLength(reading.numeros.length);
  expect(reading.points).toHaveLength(reading.numeros.length);
  const times = reading.numeros.map((numero) => byNumero.get(numero)?.drawTime ?? 0);
  expect([...times].sort((x, y) => x - y)).toEqual(times);
  reading.numeros.forEach((numero, i) => {
    const draw = byNumero.get(numero);
    expect(draw, numero).toBeTruthy();
    expect(Number(reading.balls[i])).toBe(Number(pick(draw!.winNo)));
  });
  return reading;
}

async function expectNoPageOverflow(page: Page, viewport: Viewport) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(viewport.width);
}

describe('lottery trend chart', () => {
  it('charts the draws of a game position by position, with a frequency chart', async () => {
    const page = await h.newPage({ language: 'CN', viewport: VIEWPORTS.desktop });
    await openTrend(page, `?gameCode=${SSC}`);
    expect(await page.locator('body').innerText()).toContain(LOTTERY_TREND_TEXTS.CN.lot_trend_legend_ball);
    await expectChartMatchesDraws(page, SSC, 0, (w) => w.split(',')[0]!);
    await h.screenshot(page, 'lottery-trend-cn-desktop');

    await page.getByTestId('trend-pos-3').click();
    await expect.poll(() => page.getByTestId('trend-chart').getAttribute('data-position')).toBe('3');
    const reading = await expectChartMatchesDraws(page, SSC, 2, (w) => w.split(',')[2]!);
    // The frequency bars count the same balls.
    const counts = await page
      .getByTestId('freq-bar')
      .evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('data-count'))));
    expect(counts).toHaveLength(10);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(reading.balls.length);
    for (const digit of reading.balls) expect(counts[Number(digit)]).toBeGreaterThan(0);

    await page.getByTestId('trend-size-50').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('50');
    await page.getByTestId('trend-frequency').scrollIntoViewIfNeeded();
    await h.screenshot(page, 'lottery-trend-cn-desktop-frequency');
    await page.context().close();
  });

  it('takes the spec gameUrl alias, switches games, and charts 11X5 in EN', async () => {
    const page = await h.newPage({ language: 'EN', viewport: VIEWPORTS.desktop });
    await openTrend(page, '?gameUrl=lotus_11x5_3m');
    expect(await page.getByTestId('trend-game').inputValue()).toBe('lotus_11x5_3m');
    expect(await page.getByTestId('trend-chart').getByTestId('trend-number-head').count()).toBe(11);
    await expectChartMatchesDraws(page, 'lotus_11x5_3m', 0, (w) => w.split(',')[0]!);
    expect(await page.locator('body').innerText()).toContain(
      LOTTERY_TREND_TEXTS.EN.lot_trend_stat_max_missing,
    );
    await h.screenshot(page, 'lottery-trend-en-desktop');

    await page.getByTestId('trend-game').selectOption('vn_mienbac');
    await expect.poll(() => new URL(page.url()).searchParams.get('gameCode')).toBe('vn_mienbac');
    await page.getByTestId('trend-pos-2').waitFor({ state: 'visible' });
    await page.getByTestId('trend-pos-2').click();
    // Vietnam: the units digit of the special prize (the first prize published).
    await expectChartMatchesDraws(page, 'vn_mienbac', 1, (w) => w.split(',')[0]!.slice(-1));
    await h.screenshot(page, 'lottery-trend-vn-en-desktop');
    await page.context().close();
  });

  it('fits a phone: the chart scrolls inside its box, never the page', async () => {
    for (const [language, gameCode, name] of [
      ['CN', 'lotus_pk10_5m', 'lottery-trend-cn-mobile'],
      ['EN', SSC, 'lottery-trend-en-mobile'],
    ] as const) {
      const page = await h.newPage({ language, viewport: VIEWPORTS.mobile });
      await openTrend(page, `?gameCode=${gameCode}`);
      expect(await page.getByTestId('trend-chart').getByTestId('trend-ball').count()).toBeGreaterThan(0);
      await expectNoPageOverflow(page, VIEWPORTS.mobile);
      // The compact chart's number columns fit a phone without scrolling sideways.
      const scroll = page.getByTestId('trend-scroll');
      const [scrollWidth, clientWidth] = await scroll.evaluate((e) => [e.scrollWidth, e.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      await h.screenshot(page, name);
      await page.getByTestId('trend-frequency').scrollIntoViewIfNeeded();
      await expectNoPageOverflow(page, VIEWPORTS.mobile);
      await h.screenshot(page, `${name}-frequency`);
      await page.context().close();
    }
  });
});

describe('links to the trend chart and the winner board', () => {
  it('the lobby links each game to its chart and shows the latest winners', async () => {
    await waitFor(
      'a winner',
      async () => (await call<unknown[]>('GET', '/lgw/winners?gameCategory=ALL&limitNum=100')).body,
      (list) => list.length > 0,
      60_000,
    );
    for (const [language, viewport, name] of [
      ['CN', VIEWPORTS.desktop, 'lottery-winners-cn-desktop'],
      ['EN', VIEWPORTS.mobile, 'lottery-winners-en-mobile'],
    ] as const) {
      const page = await h.newPage({ language, viewport });
      await page.goto('/lottery');
      const board = page.getByTestId('lottery-winners');
      await board.waitFor({ state: 'visible', timeout: 30_000 });
      const row = board.getByTestId('winner-row').first();
      await row.waitFor({ state: 'visible', timeout: 30_000 });
      const text = await row.innerText();
      expect(text).toContain('de***1');
      expect(text).not.toContain('demo001');
      expect(await board.innerText()).toContain(LOTTERY_TREND_TEXTS[language].lot_winner_title);
      await board.scrollIntoViewIfNeeded();
      await expectNoPageOverflow(page, viewport);
      await h.screenshot(page, name);
      await page.context().close();
    }

    const page = await h.newPage({ language: 'EN' });
    await page.goto('/lottery');
    await page.getByTestId(`trend-link-${SSC}`).click();
    await page.getByTestId('trend-chart').waitFor({ state: 'visible', timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('gameCode')).toBe(SSC);
    await page.context().close();
  });

  it('the results page links to the chart of its game', async () => {
    const page = await h.newPage({ language: 'EN' });
    await page.goto('/lottery/results/lotus_k3_5m');
    await page.getByTestId('results-trend-link').click();
    await page.getByTestId('trend-chart').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByTestId('trend-chart').getByTestId('trend-number-head').count()).toBe(6);
    await expectChartMatchesDraws(page, 'lotus_k3_5m', 0, (w) => w.split(',')[0]!);
    await page.context().close();
  });
});

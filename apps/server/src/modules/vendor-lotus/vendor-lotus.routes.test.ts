import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { CRASH_CODE, SLOT_CODES, TITLES, type LotusGameCode } from './games.js';
import { PAGE_TEXTS } from './texts.js';

/** The vendor's pages and page API on the real app: no Merchant header, no envelope, never a 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('Lotus game pages', () => {
  it.each<LotusGameCode>([...SLOT_CODES, CRASH_CODE])('serves %s with its title', async (code) => {
    const res = await t.app.inject({ method: 'GET', url: `/vendor/lotus/play/${code}?mode=demo&lang=EN` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<title>${TITLES[code].EN} - Lotus Games</title>`);
    expect(res.body).toContain('src="/vendor/lotus/assets/lotus-game.js"');
  });

  it('speaks the language it is asked for and falls back for unknown ones', async () => {
    const cn = await t.app.inject({ method: 'GET', url: '/vendor/lotus/play/lotus_crash?mode=demo&lang=CN' });
    expect(cn.body).toContain(TITLES.lotus_crash.CN);
    expect(cn.body).toContain(PAGE_TEXTS.CN.play);
    const th = await t.app.inject({ method: 'GET', url: '/vendor/lotus/play/golden_koi?lang=th' });
    expect(th.body).toContain(TITLES.golden_koi.TH);
    const unknown = await t.app.inject({ method: 'GET', url: '/vendor/lotus/play/golden_koi?lang=xx' });
    expect(unknown.statusCode).toBe(200);
  });

  it('runs under the platform CSP: no inline script, assets from self', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/vendor/lotus/play/lotus_fortune?mode=demo' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // Every <script> either loads from self or is a non-executed JSON data block.
    for (const tag of res.body.match(/<script[^>]*>/g) ?? []) {
      expect(tag).toMatch(/type="application\/json"|src="\/vendor\/lotus\/assets\//);
    }
    const js = await t.app.inject({ method: 'GET', url: '/vendor/lotus/assets/lotus-game.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    const css = await t.app.inject({ method: 'GET', url: '/vendor/lotus/assets/lotus.css' });
    expect(css.headers['content-type']).toContain('text/css');
    expect(
      (await t.app.inject({ method: 'GET', url: '/vendor/lotus/assets/..%2Fgames.ts' })).statusCode,
    ).toBe(404);
  });

  it('shows a real session as real mode and a missing one as demo', async () => {
    const real = await t.app.inject({
      method: 'GET',
      url: '/vendor/lotus/play/lotus_fortune?session=abcdefgh12345678&player=42&currency=THB&lang=EN&mode=real',
    });
    expect(real.body).not.toContain('class="demo-badge"');
    expect(real.body).toContain('"demo":false');
    const noSession = await t.app.inject({ method: 'GET', url: '/vendor/lotus/play/lotus_fortune?lang=EN' });
    expect(noSession.body).toContain('class="demo-badge"');
  });

  it('escapes what the URL brings into the page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/vendor/lotus/play/lotus_fortune?session=${encodeURIComponent('</script><script>alert(1)</script>')}&player=1`,
    });
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('answers 404 for games it does not have', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/vendor/lotus/play/no_such_game?mode=demo' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Game not found');
    const spin = await post('/vendor/lotus/api/no_such_game/spin', { mode: 'demo', bet: '1.00' });
    expect(spin.statusCode).toBe(404);
    // The crash game has no reels to spin.
    expect((await post('/vendor/lotus/api/lotus_crash/spin', { mode: 'demo', bet: '1.00' })).statusCode).toBe(
      404,
    );
  });
});

describe('Lotus page API', () => {
  it('plays a demo spin: outcome only, no balance', async () => {
    const res = await post('/vendor/lotus/api/lotus_fortune/spin', {
      mode: 'demo',
      currency: 'THB',
      bet: '1.00',
    });
    expect(res.statusCode).toBe(200);
    const round = res.json();
    expect(round).toMatchObject({ gameCode: 'lotus_fortune', bet: '1.00', balance: null, currency: 'THB' });
    expect(round.reels).toHaveLength(5);
    expect(round.reels[0]).toHaveLength(3);
    expect(round.win).toMatch(/^\d+\.\d{2}$/);
    expect(typeof round.roundId).toBe('string');
  });

  it('plays a demo crash round', async () => {
    const res = await post('/vendor/lotus/api/lotus_crash/play', { mode: 'demo', stake: '10', target: 2 });
    expect(res.statusCode).toBe(200);
    const round = res.json();
    expect(Number(round.crashPoint)).toBeGreaterThanOrEqual(1);
    expect(round.target).toBe('2.00');
    expect(round.win).toBe(round.won ? '20.00' : '0.00');
  });

  it('accepts a zero-decimal currency with its own bet steps', async () => {
    expect(
      (await post('/vendor/lotus/api/silk_road/spin', { mode: 'demo', currency: 'VND', bet: '1000' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/vendor/lotus/api/silk_road/spin', { mode: 'demo', currency: 'VND', bet: '1.00' }))
        .statusCode,
    ).toBe(400);
  });

  it('reads stakes by the shared money rules: trailing zeros and JSON numbers, no lost decimals', async () => {
    for (const bet of ['1.000', 1, '  1.00 ']) {
      const res = await post('/vendor/lotus/api/lotus_fortune/spin', { mode: 'demo', currency: 'THB', bet });
      expect(res.statusCode, JSON.stringify(bet)).toBe(200);
      expect(res.json().bet).toBe('1.00');
    }
    const crash = await post('/vendor/lotus/api/lotus_crash/play', {
      mode: 'demo',
      stake: '10.0000',
      target: 2,
    });
    expect(crash.json().stake).toBe('10.00');
    for (const stake of ['10.001', '1e1', '+10', '10.', '0x10']) {
      const res = await post('/vendor/lotus/api/lotus_crash/play', { mode: 'demo', stake, target: 2 });
      expect(res.statusCode, stake).toBe(400);
    }
  });

  it('refuses a currency it has no scale for, on the page and in the API', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/vendor/lotus/play/lotus_fortune?mode=demo&currency=EUR',
    });
    expect(page.statusCode).toBe(400);
    const spin = await post('/vendor/lotus/api/lotus_fortune/spin', {
      mode: 'demo',
      currency: 'EUR',
      bet: '1.00',
    });
    expect(spin.statusCode).toBe(400);
    expect(spin.json()).toMatchObject({ errorCode: 'currency.unsupported' });
    const vnd = await t.app.inject({
      method: 'GET',
      url: '/vendor/lotus/play/lotus_crash?mode=demo&currency=VND',
    });
    expect(vnd.statusCode).toBe(200);
    expect(vnd.body).toContain('"scale":0');
  });

  it.each([
    ['an off-list bet', { mode: 'demo', bet: '0.33' }],
    ['a negative bet', { mode: 'demo', bet: -1 }],
    ['a huge bet', { mode: 'demo', bet: '1000000000' }],
    ['a text bet', { mode: 'demo', bet: 'abc' }],
    ['too many decimals', { mode: 'demo', bet: '1.001' }],
    ['a null bet', { mode: 'demo', bet: null }],
    ['an object bet', { mode: 'demo', bet: { value: 1 } }],
    ['no bet', { mode: 'demo' }],
    ['an unknown mode', { mode: 'free', bet: '1.00' }],
    ['a bad currency', { mode: 'demo', currency: 'thb!', bet: '1.00' }],
    ['real mode without a session', { bet: '1.00' }],
    ['real mode with a short session', { session: 'x', player: '1', currency: 'THB', bet: '1.00' }],
  ])('refuses %s with 400', async (_name, payload) => {
    const res = await post('/vendor/lotus/api/lotus_fortune/spin', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'request.invalid' });
  });

  it('refuses bodies that are not JSON objects with 400', async () => {
    expect((await post('/vendor/lotus/api/lotus_fortune/spin', '{not json')).statusCode).toBe(400);
    expect((await post('/vendor/lotus/api/lotus_fortune/spin', '"1.00"')).statusCode).toBe(400);
    expect((await post('/vendor/lotus/api/lotus_fortune/spin', '[1]')).statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/vendor/lotus/api/lotus_fortune/spin' });
    expect(empty.statusCode).toBe(400);
  });

  it.each([
    ['target 1.00x', { stake: '10', target: '1.00' }],
    ['target above 100x', { stake: '10', target: '100.01' }],
    ['target with 3 decimals', { stake: '10', target: '2.005' }],
    ['a text target', { stake: '10', target: 'moon' }],
    ['a stake under the minimum', { stake: '0.01', target: '2' }],
    ['a stake over the maximum', { stake: '100000.01', target: '2' }],
    ['no stake', { target: '2' }],
  ])('refuses a crash round with %s', async (_name, payload) => {
    const res = await post('/vendor/lotus/api/lotus_crash/play', { mode: 'demo', ...payload });
    expect(res.statusCode).toBe(400);
  });

  it('needs session, player and currency for a balance', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/vendor/lotus/api/balance?session=abc' });
    expect(res.statusCode).toBe(400);
  });

  it('tells the page the session expired when the platform does not know it', async () => {
    const res = await post('/vendor/lotus/api/lotus_fortune/spin', {
      session: 'unknown-session-token',
      player: '1',
      currency: 'THB',
      bet: '1.00',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'SESSION_EXPIRED' });
  });
});

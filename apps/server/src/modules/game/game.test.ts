import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { offeredGameTypes, type GameTypeView } from '@platform/shared';
import { createTestApp, DEMO, ALPHA, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { available, setMember } from '../wallet/test-support.js';
import { gameVendorMaintenance, games } from './game.tables.js';
import { GameCatalogueCache } from './game-catalogue-cache.js';
import { gameIdOf, launch, vendorIdOf } from './test-support.js';

let t: TestApp;
let demoToken: string;
let demo2Token: string;
let alphaToken: string;

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await loginToken(t, DEMO.username, DEMO.password);
  demo2Token = await loginToken(t, 'demo002', 'demo1234');
  alphaToken = await loginToken(t, ALPHA.username, ALPHA.password, 'alpha');
});
afterAll(async () => t?.close());

const list = async (query: string, token?: string) => {
  const res = await client(t).get(`/wps/game/list?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value as {
    games: { gameId: number; displayName: string; favourite: boolean }[];
    total: number;
    totalPages: number;
    pageNum: number;
  };
};

describe('catalogue', () => {
  it('lists vendor cards with the direct-launch game and no maintenance once a window has ended', async () => {
    const cards = body(await client(t).get('/wps/game/vendors')).value as {
      accountTypeName: string;
      isGame: string;
      gameId: number | null;
      maintenance: unknown;
    }[];
    expect(cards.map((c) => c.accountTypeName)).toEqual(['LOTUS', 'LOTUSX', 'LOTUS_LOTTERY']);
    expect(cards[0]).toMatchObject({ isGame: 'VASSALAGE', gameId: null, maintenance: null });
    expect(cards[1]).toMatchObject({ isGame: 'game', gameId: await gameIdOf(t, 'demo', 'lotus_crash') });
  });

  it('groups the cards into lanes in the home-page order, and counts types', async () => {
    const lanes = body(await client(t).get('/wps/game/lanes')).value as {
      gameType: string;
      cards: unknown[];
    }[];
    expect(lanes.map((l) => l.gameType)).toEqual(['PVP', 'RNG', 'LOTT']);
    const types = body(await client(t).get('/wps/game/types')).value;
    expect(types).toContainEqual({ gameType: 'RNG', vendorCount: 1, gameCount: 12 });
  });

  it('offers a type only while it has an enabled vendor with an enabled game, per merchant', async () => {
    const demo = await t.services.directory.byMerchantCode('demo');
    const offered = async () =>
      offeredGameTypes(body(await client(t).get('/wps/game/types')).value as GameTypeView[]);
    expect(await offered()).toEqual(['PVP', 'RNG', 'LOTT']);
    expect(await t.services.gameCatalogue.offeredTypes(demo!)).toEqual(['PVP', 'RNG', 'LOTT']);
    const lotusx = await vendorIdOf(t, 'demo', 'LOTUSX');
    const changed = () => t.services.caches.invalidate(GameCatalogueCache.NAME, String(demo!.id));
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.vendorId, lotusx));
    await changed();
    try {
      // The vendor is still enabled, but with no game to open PVP is a dead end.
      expect(await offered()).toEqual(['RNG', 'LOTT']);
    } finally {
      await t.database.db.update(games).set({ enabled: true }).where(eq(games.vendorId, lotusx));
      await changed();
    }
    expect(await offered()).toEqual(['PVP', 'RNG', 'LOTT']);
  });

  it('applies every filter of the user game list', async () => {
    expect((await list('')).total).toBe(14);
    expect((await list('gameType=RNG')).total).toBe(12);
    expect((await list('vassalage=lotusx')).total).toBe(1);
    expect((await list('gameType=RNG&gameClassify=JP')).total).toBe(3);
    expect((await list('gameClassify=SC')).games.map((g) => g.displayName).sort()).toEqual([
      'Lotus Blossom',
      'Silk Road',
    ]);
    // Trimmed and case-insensitive, in any language the game is named in.
    expect((await list(`gameName=${encodeURIComponent('  jADE ')}`)).games.map((g) => g.displayName)).toEqual(
      ['Jade Dragon'],
    );
    expect((await list(`gameName=${encodeURIComponent('熊猫')}`)).games.map((g) => g.displayName)).toEqual([
      'Mystic Panda',
    ]);
    expect((await list('gameName=%25')).total).toBe(0);
    expect((await list('gameType=RNG&minLineNum=243')).total).toBe(4);
    expect((await list('gameType=RNG&minBet=0.5')).total).toBe(0);
    expect((await list('gameType=RNG&minBet=1')).total).toBe(12);
  });

  it('pages the list', async () => {
    const page = await list('gameType=RNG&pageSize=5&pageNo=3');
    expect(page).toMatchObject({ total: 12, totalPages: 3, pageNum: 3 });
    expect(page.games).toHaveLength(2);
    const res = await client(t).get('/wps/game/list?pageSize=500');
    expect(body(res).errorCode).toBe('request.invalid');
  });

  it('answers hot and recommended games', async () => {
    const hot = body(await client(t).get('/wps/game/hot')).value;
    expect(hot.total).toBe(4);
    const recommended = body(await client(t).get('/wps/game/recommended?vassalage=LOTUS')).value;
    expect(recommended.list).toHaveLength(3);
    expect(recommended.maintenance).toBeNull();
  });

  it('offers demos without login, only of games that have one, only where FREEPLAY3 is on', async () => {
    const res = await client(t).get(
      `/wps/game/trial?gameId=${await gameIdOf(t, 'demo', 'golden_koi')}&language=EN`,
    );
    const url = body(res).value.gameUrl as string;
    expect(url).toMatch(
      /^http:\/\/localhost\/vendor\/lotus\/play\/golden_koi\?session=[0-9a-f]{64}&player=demo&currency=THB&lang=EN&mode=demo$/,
    );
    // Field clients: the relay name, the vendor's game code as gameId and the vendor as vassalage.
    const relay = await client(t).get(
      '/wps/relay/GCS_gameTrialLaunch?gameId=golden_koi&vassalage=LOTUS&language=EN',
    );
    expect(body(relay).value.gameUrl).toMatch(
      /^http:\/\/localhost\/vendor\/lotus\/play\/golden_koi\?session=[0-9a-f]{64}&player=demo&currency=THB&lang=EN&mode=demo$/,
    );
    expect(body(await client(t).get('/wps/relay/GCS_gameTrialLaunch?gameId=no_such_game')).errorCode).toBe(
      'in_stay_tuned',
    );
    const none = await client(t).get(`/wps/game/trial?gameId=${await gameIdOf(t, 'demo', 'emperor_gold')}`);
    expect(body(none).errorCode).toBe('in_stay_tuned');
    const alpha = await client(t).get(`/wps/game/trial?gameId=${await gameIdOf(t, 'alpha', 'golden_koi')}`, {
      merchant: 'alpha',
    });
    expect(body(alpha).errorCode).toBe('function.not.available');
  });
});

describe('favourites', () => {
  const jade = { nodeId: 1002, vendor: 'LOTUS', gameType: 'RNG' };

  it('need login', async () => {
    const add = await client(t).post('/wps/game/favourite', jade);
    expect(add.statusCode).toBe(401);
    expect(body(add).errorCode).toBe('in_sorry_in');
    expect(body(await client(t).get('/wps/game/favourites')).errorCode).toBe('in_sorry_in');
    expect(body(await client(t).del('/wps/game/favourite?nodeId=1002&vendor=LOTUS')).errorCode).toBe(
      'in_sorry_in',
    );
    expect(body(await client(t).get('/wps/game/recent')).errorCode).toBe('in_sorry_in');
    expect(body(await client(t).post('/wps/game/logout', {})).errorCode).toBe('in_sorry_in');
    const launch = await client(t).post('/wps/game/launchGame/v2', { nodeId: 1002, launchMode: 'RNG' });
    expect(launch.statusCode).toBe(401);
    expect(body(launch).errorCode).toBe('in_sorry_in');
  });

  it('are kept per member and flagged in lists', async () => {
    expect(body(await client(t).post('/wps/game/favourite', jade, { token: demoToken })).success).toBe(true);
    // Adding twice is harmless.
    await client(t).post('/wps/game/favourite', jade, { token: demoToken });
    const mine = body(await client(t).get('/wps/game/favourites', { token: demoToken })).value;
    expect(mine.games.map((g: { displayName: string }) => g.displayName)).toEqual(['Jade Dragon']);
    const flagged = await list('gameName=jade', demoToken);
    expect(flagged.games[0]!.favourite).toBe(true);
    expect((await list('gameName=jade')).games[0]!.favourite).toBe(false);
    const theirs = body(await client(t).get('/wps/game/favourites', { token: demo2Token })).value;
    expect(theirs.total).toBe(0);
  });

  it('are isolated per merchant', async () => {
    const cross = await client(t).get('/wps/game/favourites', { token: alphaToken, merchant: 'demo' });
    expect(cross.statusCode).toBe(401);
    expect(body(cross).success).toBe(false);
    const own = body(
      await client(t).get('/wps/game/favourites', { token: alphaToken, merchant: 'alpha' }),
    ).value;
    expect(own.total).toBe(0);
    const crossAdd = await client(t).post('/wps/game/favourite', jade, {
      token: demoToken,
      merchant: 'alpha',
    });
    expect(body(crossAdd).success).toBe(false);
  });

  it('can be removed', async () => {
    const res = await client(t).del('/wps/game/favourite?nodeId=1002&vendor=LOTUS', { token: demoToken });
    expect(body(res).value).toMatchObject({ favourite: false });
    expect(body(await client(t).get('/wps/game/favourites', { token: demoToken })).value.total).toBe(0);
  });
});

describe('launch', () => {
  const launchBody = (gameId: number, extra: Record<string, unknown> = {}) => ({
    gameId,
    launchMode: 'RNG',
    ...extra,
  });

  it('needs login, a real account and a known game', async () => {
    const jade = await gameIdOf(t, 'demo', 'jade_dragon');
    const anonymous = await client(t).get(`/wps/game/launchGame?gameId=${jade}&launchMode=RNG`);
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).errorCode).toBe('in_sorry_in');

    await setMember(t, 'demo', 'demo002', { isAgent: 4 });
    try {
      const trial = await client(t).post('/wps/game/launchGame/v2', launchBody(jade), { token: demo2Token });
      expect(body(trial).errorCode).toBe('in_need_true_account');
    } finally {
      await setMember(t, 'demo', 'demo002', { isAgent: 0 });
    }

    const unknown = await client(t).post('/wps/game/launchGame/v2', launchBody(999_999), {
      token: demoToken,
    });
    expect(body(unknown).errorCode).toBe('in_stay_tuned');
    const nothing = await client(t).post(
      '/wps/game/launchGame/v2',
      { launchMode: 'RNG' },
      { token: demoToken },
    );
    expect(body(nothing).errorCode).toBe('in_stay_tuned');
  });

  it('answers vendor_under_maintenance with the window', async () => {
    const demo = await t.services.directory.byMerchantCode('demo');
    const startAt = new Date(Date.now() - 60_000);
    const endAt = new Date(Date.now() + 3_600_000);
    const [window] = await t.database.db
      .insert(gameVendorMaintenance)
      .values({
        merchantId: demo!.id,
        vendorId: await vendorIdOf(t, 'demo', 'LOTUS'),
        startAt,
        endAt,
        message: 'Upgrade',
      })
      .returning();
    // Written behind the services' back: the catalogue in memory is told as an operator's write would.
    const changed = () => t.services.caches.invalidate(GameCatalogueCache.NAME, String(demo!.id));
    await changed();
    try {
      const res = await client(t).post(
        '/wps/game/launchGame/v2',
        launchBody(await gameIdOf(t, 'demo', 'jade_dragon')),
        { token: demoToken },
      );
      expect(body(res)).toMatchObject({
        success: false,
        errorCode: 'vendor_under_maintenance',
        value: { message: 'Upgrade', startTime: startAt.getTime(), endTime: endAt.getTime() },
      });
      const cards = body(await client(t).get('/wps/game/vendors')).value;
      expect(cards[0].maintenance).toMatchObject({ message: 'Upgrade' });
      const recommended = body(await client(t).get('/wps/game/recommended?vassalage=LOTUS')).value;
      expect(recommended).toMatchObject({ list: [], maintenance: { message: 'Upgrade' } });
    } finally {
      await t.database.db.delete(gameVendorMaintenance).where(eq(gameVendorMaintenance.id, window!.id));
      await changed();
    }
  });

  it('needs money in the wallet that pays the game; confirmTrans moves MAIN into it', async () => {
    const jade = await gameIdOf(t, 'demo', 'jade_dragon');
    const empty = await client(t).post('/wps/game/launchGame/v2', launchBody(jade), { token: demoToken });
    expect(body(empty)).toMatchObject({
      errorCode: 'launch_game_balance_not_enough',
      value: { wallet: 'RNG' },
    });
    expect(await available(t, demoToken, 'demo', 'MAIN')).toBe('25000.00');

    const { url, player } = await launch(t, demoToken, jade, { confirmTrans: 1 });
    expect(url).toMatch(
      /^\/vendor\/lotus\/play\/jade_dragon\?session=[0-9a-f]{64}&player=\d+&currency=THB&lang=EN&mode=real$/,
    );
    expect(Number(player)).toBeGreaterThan(0);
    expect(await available(t, demoToken, 'demo', 'MAIN')).toBe('0.00');
    expect(await available(t, demoToken, 'demo', 'RNG')).toBe('25000.00');
    const res = await client(t).get(`/wps/game/launchGame?gameId=${jade}&launchMode=RNG`, {
      token: demoToken,
    });
    expect(body(res).value).toMatchObject({ success: true, vendor: 'LOTUS', gameType: 'RNG' });
    expect(body(res).value.content.game_url).toBe(body(res).value.gameUrl);

    // LOTUSX pays from MAIN, which is now empty.
    const crash = await client(t).post(
      '/wps/game/launchGame/v2',
      launchBody(await gameIdOf(t, 'demo', 'lotus_crash')),
      {
        token: demoToken,
      },
    );
    expect(body(crash).errorCode).toBe('launch_game_balance_not_enough');

    const recent = body(await client(t).get('/wps/game/recent', { token: demoToken })).value;
    expect(recent.games.map((g: { displayName: string }) => g.displayName)).toEqual(['Jade Dragon']);
  });

  it('game logout ends the sessions and moves the vendor wallet back to MAIN', async () => {
    const res = await client(t).post('/wps/game/logout', { vendor: 'LOTUS' }, { token: demoToken });
    expect(body(res).value).toEqual({ ended: 2, transferred: '25000.00' });
    expect(await available(t, demoToken, 'demo', 'MAIN')).toBe('25000.00');
    expect(await available(t, demoToken, 'demo', 'RNG')).toBe('0.00');
    const again = await client(t).post('/wps/game/logout', {}, { token: demoToken });
    expect(body(again).value).toEqual({ ended: 0, transferred: '0.00' });
  });

  it('pays from MAIN on a single-wallet merchant', async () => {
    const { url } = await launch(t, alphaToken, await gameIdOf(t, 'alpha', 'lotus_fortune'), {
      merchant: 'alpha',
      confirmTrans: 1,
    });
    expect(url).toContain('currency=VND');
    expect(await available(t, alphaToken, 'alpha', 'MAIN')).toBe('5000000');
  });

  it('tells which wallet a vendor pays from, so the player is asked how much to move into it', async () => {
    const wallet = async (vendor: string, token: string | undefined, merchant?: string) =>
      body(await client(t).get(`/wps/game/launchWallet?vendor=${vendor}`, { token, merchant }));
    expect((await wallet('lotus', demoToken)).value).toEqual({ wallet: 'RNG', transfer: true });
    expect((await wallet('LOTUSX', demoToken)).value).toEqual({ wallet: 'MAIN', transfer: false });
    expect((await wallet('LOTUS_LOTTERY', demoToken)).value).toEqual({ wallet: 'MAIN', transfer: false });
    expect((await wallet('LOTUS', alphaToken, 'alpha')).value).toEqual({ wallet: 'MAIN', transfer: false });
    expect((await wallet('NOPE', demoToken)).errorCode).toBe('in_stay_tuned');
    const demo = await t.services.directory.byMerchantCode('demo');
    const [window] = await t.database.db
      .insert(gameVendorMaintenance)
      .values({
        merchantId: demo!.id,
        vendorId: await vendorIdOf(t, 'demo', 'LOTUS'),
        startAt: new Date(Date.now() - 60_000),
        endAt: new Date(Date.now() + 3_600_000),
        message: 'Upgrade',
      })
      .returning();
    const changed = () => t.services.caches.invalidate(GameCatalogueCache.NAME, String(demo!.id));
    await changed();
    try {
      expect((await wallet('LOTUS', demoToken)).errorCode).toBe('vendor_under_maintenance');
    } finally {
      await t.database.db.delete(gameVendorMaintenance).where(eq(gameVendorMaintenance.id, window!.id));
      await changed();
    }
    expect((await wallet('LOTUS', undefined)).errorCode).toBe('in_sorry_in');
    const bad = await client(t).get('/wps/game/launchWallet', { token: demoToken });
    expect(bad.statusCode).toBeLessThan(500);
  });

  it('opens the platform lottery for LOTT launches', async () => {
    const byCode = await client(t).post(
      '/wps/game/launchGame/v2',
      { launchMode: 'LOTT', lottoGameCode: 'lotus_ssc_1m', lottoMode: 1 },
      { token: demoToken },
    );
    expect(body(byCode).value.gameUrl).toBe('http://localhost/lottery?gameCode=lotus_ssc_1m');
    const card = await client(t).post(
      '/wps/game/launchGame/v2',
      launchBody(await gameIdOf(t, 'demo', 'lobby'), { launchMode: 'LOTT' }),
      { token: demoToken },
    );
    expect(body(card).value).toMatchObject({
      gameUrl: 'http://localhost/lottery',
      vendor: 'LOTUS_LOTTERY',
      gameType: 'LOTT',
    });
  });
});

describe('launchGame as field clients call it', () => {
  const fieldLaunch = (query: string, o: { token?: string; host?: string } = {}) =>
    client(t).get(`/wps/game/launchGame?${query}`, {
      merchant: 'alpha',
      token: o.token,
      headers: { Language: 'EN', Device: 'web', ...(o.host ? { Host: o.host } : {}) },
    });
  const slotQuery = (gameId: string, nodeId: number) =>
    `confirmTrans=0&launchMode=GLS&platform=html5&clientType=2&gameId=${gameId}&nodeId=${nodeId}` +
    `&accountType=1&vassalage=LOTUS&username=${ALPHA.username}&language=EN&webView=false&isCoin=false`;
  const nodeOf = async (id: number) =>
    (await t.database.db.select({ nodeId: games.nodeId }).from(games).where(eq(games.id, id)))[0]!.nodeId;

  it('launches by the external code in gameId, answering an absolute value.content.game_url', async () => {
    const id = await gameIdOf(t, 'alpha', 'lotus_fortune');
    const res = await fieldLaunch(slotQuery('lotus_fortune', await nodeOf(id)), {
      token: alphaToken,
      host: 'm.alpha.test',
    });
    expect(res.statusCode).toBe(200);
    const value = body(res).value;
    expect(value.content.game_url).toMatch(
      /^http:\/\/m\.alpha\.test\/vendor\/lotus\/play\/lotus_fortune\?session=[0-9a-f]{64}&player=\d+&currency=VND&lang=EN&mode=real$/,
    );
    // The page it names is served there.
    const page = new URL(value.content.game_url as string);
    expect((await t.app.inject({ method: 'GET', url: page.pathname + page.search })).statusCode).toBe(200);
    // Our numeric id still launches the same game.
    const byId = body(await fieldLaunch(`gameId=${id}&launchMode=RNG`, { token: alphaToken })).value;
    expect(byId.content.game_url).toMatch(/^http:\/\/localhost\/vendor\/lotus\/play\/lotus_fortune\?/);
  });

  it("finds the game by nodeId when the code is not ours, and uses the merchant's launch host without a usable Host", async () => {
    const id = await gameIdOf(t, 'alpha', 'golden_koi');
    const byNode = await fieldLaunch(slotQuery('JL0118', await nodeOf(id)), { token: alphaToken });
    expect(body(byNode).value.content.game_url).toMatch(/\/vendor\/lotus\/play\/golden_koi\?/);
    const alpha = await t.services.directory.byMerchantCode('alpha');
    const launchHost = new URL(alpha!.extra.launchGameCDNs[0]!).origin;
    const noHost = await fieldLaunch(slotQuery('golden_koi', await nodeOf(id)), {
      token: alphaToken,
      host: 'bad host/<x>',
    });
    expect(
      body(noHost).value.content.game_url.startsWith(`${launchHost}/vendor/lotus/play/golden_koi?`),
    ).toBe(true);
  });

  it('answers catalogue codes without a token, for unknown games and bad input, never a 5xx', async () => {
    const anonymous = await fieldLaunch(slotQuery('lotus_fortune', 1));
    expect(body(anonymous).errorCode).toBe('in_sorry_in');
    const unknown = await fieldLaunch(slotQuery('JL0118', 999_999), { token: alphaToken });
    expect(body(unknown).errorCode).toBe('in_stay_tuned');
    for (const query of [
      'gameId=JL%200118&launchMode=GLS',
      'gameId=%3Cscript%3E&launchMode=GLS',
      `gameId=${'x'.repeat(65)}&launchMode=GLS`,
      'gameId=0&launchMode=GLS',
      'gameId=lotus_fortune',
    ]) {
      const res = await fieldLaunch(query, { token: alphaToken });
      expect(res.statusCode, query).toBeLessThan(500);
      expect(body(res).errorCode, query).toBe('request.invalid');
    }
  });
});

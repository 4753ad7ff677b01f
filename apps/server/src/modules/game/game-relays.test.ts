import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';

/** The game relays of current clients (GCSGAME_*), called as they call them. */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginToken(t, DEMO.username, DEMO.password);
});
afterAll(async () => t?.close());

interface RelayGame {
  nodeId: number;
  gameId: number;
  gameCode: string;
  gameType: string;
  vassalage: string;
  gameName: string;
  nodeName: string;
  displayName: string;
  showIcon: string | null;
  iconUrl: string | null;
  defaultIcon: string | null;
}

describe('GCSGAME relays', () => {
  it('gameList pages the catalogue with the fields current clients read, GET only', async () => {
    const res = await client(t).get(
      '/wps/relay/GCSGAME_gameList?merchant=demo&platform=html5&clientType=2&language=EN&pageNo=1&pageSize=5&gameType=RNG',
      { token },
    );
    expect(res.statusCode).toBe(200);
    const value = body(res).value as { games: RelayGame[]; totalPages: number; totalCount: number };
    expect(value.totalCount).toBe(12);
    expect(value.totalPages).toBe(3);
    expect(value.games).toHaveLength(5);
    for (const game of value.games) {
      expect(game).toMatchObject({ gameType: 'RNG', vassalage: 'LOTUS' });
      expect(game.gameCode).toMatch(/^[a-z0-9_]+$/);
      expect(typeof game.nodeId).toBe('number');
      expect(game.iconUrl).toBe(game.showIcon);
      expect(game.defaultIcon).toBe(game.showIcon);
    }
    // The same list as our own call, field for field.
    const ours = body(
      await client(t).get('/wps/game/list?gameType=RNG&pageSize=5&language=EN', { token }),
    ).value;
    expect(ours.games).toEqual(value.games);
    // A POST is not the list call.
    const posted = await client(t).post('/wps/relay/GCSGAME_gameList', {}, { token });
    expect(posted.statusCode).toBeGreaterThanOrEqual(400);
    expect(posted.statusCode).toBeLessThan(500);
  });

  it('getVassGameType groups vendors by product type with their game classes, for the caller merchant only', async () => {
    const res = await client(t).get('/wps/relay/GCSGAME_getVassGameType?typeId=1&merchant_code=alpha');
    expect(res.statusCode).toBe(200);
    const { content } = body(res).value as { content: Record<string, Record<string, string[]>> };
    const vendors = body(await client(t).get('/wps/game/vendors')).value as {
      accountTypeName: string;
      gameType: string;
    }[];
    expect(Object.keys(content).sort()).toEqual([...new Set(vendors.map((v) => v.gameType))].sort());
    for (const vendor of vendors) expect(content[vendor.gameType]).toHaveProperty(vendor.accountTypeName);
    expect(content.RNG!.LOTUS!.length).toBeGreaterThan(0);
    // merchant_code names no other merchant: the answer is the calling merchant's.
    expect(body(await client(t).get('/wps/relay/GCSGAME_getVassGameType')).value).toEqual({ content });
  });

  it('hotGamesV2 (POST), newGameVendor, getVassalage and getRankList answer as our calls do', async () => {
    const hot = await client(t).post('/wps/relay/GCSGAME_hotGamesV2', { pageNo: 1, pageSize: 10 }, { token });
    expect(hot.statusCode).toBe(200);
    const ourHot = body(await client(t).get('/wps/game/hot?pageSize=10', { token })).value;
    expect(body(hot).value).toEqual(ourHot);
    expect((body(hot).value as { games: unknown[] }).games.length).toBeGreaterThan(0);
    const vendors = body(await client(t).get('/wps/game/vendors')).value;
    for (const name of ['GCSGAME_newGameVendor', 'GCSGAME_getVassalage']) {
      expect(body(await client(t).get(`/wps/relay/${name}`)).value).toEqual(vendors);
    }
    const rank = await client(t).get('/wps/relay/GCSGAME_getRankList?limitNum=5');
    expect(rank.statusCode).toBe(200);
    expect(Array.isArray(body(rank).value)).toBe(true);
    const bad = await client(t).post('/wps/relay/GCSGAME_hotGamesV2', { pageSize: 5000 }, { token });
    expect(body(bad).errorCode).toBe('request.invalid');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ALPHA, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, operatorToken } from '../../platform/testing/accounts.js';
import { gameIdOf } from './test-support.js';
import { gameVendors, games } from './game.tables.js';

/**
 * GLS2_roomList (field protocol 5.6), called as current clients call it: the rooms of the
 * merchant's games, a room being a game that carries a room id (a table a launch opens directly).
 */
let t: TestApp;
let demo: string;
let alpha: string;

interface Room {
  roomId: string;
  gameId: number;
  gameCode: string;
  nodeId: number;
  vassalage: string;
  gameType: string;
  gameName: string;
}

const rooms = async (query = '', token = demo, merchant = 'demo') => {
  const res = await client(t).get(`/wps/relay/GLS2_roomList${query}`, { token, merchant });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value as Room[];
};

/** A live vendor with tables (two with a room id, one lobby without), as a merchant would add one. */
async function liveVendor(merchant: string, tables: [code: string, roomId: string | null][]) {
  const m = (await t.services.directory.byMerchantCode(merchant))!;
  const [vendor] = await t.database.db
    .insert(gameVendors)
    .values({
      merchantId: m.id,
      code: 'LIVETAB',
      displayName: 'Live Tables',
      gameType: 'LIVE',
      secret: 'x'.repeat(64),
      adapter: 'url-template',
      launchUrlTemplate: 'https://live.example.test/play?token={token}&game={game}',
      sort: 9,
    })
    .returning({ id: gameVendors.id });
  await t.database.db.insert(games).values(
    tables.map(([gameCode, roomId], i) => ({
      merchantId: m.id,
      vendorId: vendor!.id,
      nodeId: 5001 + i,
      gameCode,
      displayName: gameCode.replace('_', ' '),
      names: { EN: `${gameCode} (EN)` },
      gameType: 'LIVE' as const,
      roomId,
      sort: i,
    })),
  );
}

async function touchGame(merchant: string, gameCode: string, admin: string) {
  const id = await gameIdOf(t, merchant, gameCode);
  const res = await client(t).put(`/admin/api/games/${id}`, { hot: false }, { token: admin, merchant });
  expect(body(res).success, res.body).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginToken(t, DEMO.username, DEMO.password);
  alpha = await loginToken(t, ALPHA.username, ALPHA.password, ALPHA.merchant);
});
afterAll(async () => t?.close());

describe('GLS2_roomList', () => {
  it('the demo catalogue as seeded has no game with a room id, so no rooms', async () => {
    expect(await rooms()).toEqual([]);
    expect(await rooms('', alpha, 'alpha')).toEqual([]);
  });

  it('lists the games that carry a room id, of the caller’s merchant only, with the fields a launch needs', async () => {
    await liveVendor('demo', [
      ['baccarat_a', 'BAC-01'],
      ['roulette_1', 'ROU-07'],
      ['live_lobby', null],
    ]);
    await liveVendor('alpha', [['alpha_table', 'ALPHA-ROOM']]);
    // Rows written straight to the tables: an operator's write of a game then drops each
    // merchant's catalogue from memory, as any change of games does.
    await touchGame('demo', 'live_lobby', await operatorToken(t));
    await touchGame('alpha', 'alpha_table', await operatorToken(t, 'admin', 'alphaadmin1', 'alpha'));
    expect(await rooms('', alpha, 'alpha')).toMatchObject([{ roomId: 'ALPHA-ROOM', vassalage: 'LIVETAB' }]);

    const list = await rooms('?language=EN');
    expect(list.map((r) => [r.roomId, r.gameCode, r.vassalage, r.gameType])).toEqual([
      ['BAC-01', 'baccarat_a', 'LIVETAB', 'LIVE'],
      ['ROU-07', 'roulette_1', 'LIVETAB', 'LIVE'],
    ]);
    expect(list[0]).toMatchObject({
      gameId: await gameIdOf(t, 'demo', 'baccarat_a'),
      nodeId: 5001,
      gameName: 'baccarat_a (EN)',
    });
    // Filtered by vendor (either name, any case) and product type.
    expect(await rooms('?vassalage=livetab&language=EN')).toEqual(list);
    expect(await rooms('?vendor=LIVETAB&gameType=LIVE&language=EN')).toEqual(list);
    expect(await rooms('?vassalage=LOTUS')).toEqual([]);
    expect(await rooms('?gameType=PVP')).toEqual([]);
    // Never another merchant's rooms.
    expect(list.map((r) => r.roomId)).not.toContain('ALPHA-ROOM');
  });

  it('leaves out a table the operator switched off', async () => {
    const roulette = await gameIdOf(t, 'demo', 'roulette_1');
    const off = await client(t).put(
      `/admin/api/games/${roulette}`,
      { enabled: false },
      { token: await operatorToken(t) },
    );
    expect(body(off).success).toBe(true);
    expect((await rooms()).map((r) => r.roomId)).toEqual(['BAC-01']);
  });

  it('needs a login (in_sorry_in) and refuses bad filters with request.invalid', async () => {
    const anonymous = await client(t).get('/wps/relay/GLS2_roomList');
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).errorCode).toBe('in_sorry_in');
    // A demo token does not log in at alpha.
    expect(
      (await client(t).get('/wps/relay/GLS2_roomList', { token: demo, merchant: 'alpha' })).statusCode,
    ).toBe(401);
    for (const query of ['gameType=NOPE', `vassalage=${'V'.repeat(41)}`, 'gameType=']) {
      const res = await client(t).get(`/wps/relay/GLS2_roomList?${query}`, { token: demo });
      expect(res.statusCode, query).toBe(400);
      expect(body(res).errorCode, query).toBe('request.invalid');
    }
  });
});

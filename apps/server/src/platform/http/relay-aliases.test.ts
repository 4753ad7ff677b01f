import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { body, client, loginToken } from '../testing/accounts.js';

/**
 * Relays the current clients name differently from our own calls (field protocol 5.6, 5.7): each
 * answers what our call answers, from the same data.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginToken(t, 'demo001', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, as: string | null = token) => client(t).get(url, as ? { token: as } : {});

describe('favourite relays', () => {
  it('MCSFE_addFavoriteGameV2 and MCSFE_removeFavoriteGameV2 keep the favourites that MCSFE_getFavoriteGames lists', async () => {
    const jade = { nodeId: 1002, vassalage: 'LOTUS', gameType: 'RNG' };
    const add = await client(t).post('/wps/relay/MCSFE_addFavoriteGameV2', jade, { token });
    expect(body(add).success).toBe(true);
    for (const relay of ['MCSFE_getFavoriteGames', 'MCSFE_getFavoriteGamesList']) {
      const listed = body(await get(`/wps/relay/${relay}`)).value;
      expect(listed).toEqual(body(await get('/wps/game/favourites')).value);
      expect(listed.games.map((g: { nodeId: number }) => g.nodeId)).toEqual([1002]);
    }
    const removed = await client(t).post('/wps/relay/MCSFE_removeFavoriteGameV2', jade, { token });
    expect(body(removed).success).toBe(true);
    expect(body(await get('/wps/relay/MCSFE_getFavoriteGames')).value.total).toBe(0);

    // Without login the relays answer what our calls answer; a game without its vendor is refused.
    expect(body(await client(t).post('/wps/relay/MCSFE_addFavoriteGameV2', jade)).errorCode).toBe(
      'in_sorry_in',
    );
    const bare = await client(t).post('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 1002 }, { token });
    expect(bare.statusCode).toBe(400);
    expect(body(bare).errorCode).toBe('request.invalid');
  });

  it('GCS_recentGame answers the recently played games', async () => {
    expect(body(await get('/wps/relay/GCS_recentGame')).value).toEqual(
      body(await get('/wps/game/recent')).value,
    );
    expect(body(await get('/wps/relay/GCS_recentGame', null)).errorCode).toBe('in_sorry_in');
  });
});

describe('script and promo code relays', () => {
  it('WPSCORE_getCustomerServiceScript answers the scripts of MCSFE_getCustomerServiceScript, by GET and POST', async () => {
    const ours = body(await get('/wps/relay/MCSFE_getCustomerServiceScript', null));
    expect(ours.success).toBe(true);
    expect(body(await get('/wps/relay/WPSCORE_getCustomerServiceScript', null)).value).toEqual(ours.value);
    const posted = await client(t).post('/wps/relay/WPSCORE_getCustomerServiceScript', {});
    expect(body(posted).value).toEqual(ours.value);
  });

  it('PROMOFE_claimPromoCode claims a code as MCSFE_enablePromoCode does', async () => {
    const ours = await client(t).post(
      '/wps/relay/MCSFE_enablePromoCode',
      { promoCode: 'NO-SUCH-CODE' },
      { token },
    );
    const theirs = await client(t).post(
      '/wps/relay/PROMOFE_claimPromoCode',
      { promoCode: 'NO-SUCH-CODE' },
      { token },
    );
    expect(theirs.statusCode).toBe(ours.statusCode);
    expect(body(theirs).errorCode).toBe(body(ours).errorCode);
    expect(body(theirs).errorCode).not.toBeNull();
    const empty = await client(t).post('/wps/relay/PROMOFE_claimPromoCode', {}, { token });
    expect(body(empty).errorCode).toBe('request.invalid');
  });
});

describe('member and site relays', () => {
  it('MCSFE_getPlayerAvatar answers the picture the member chose of the site set', async () => {
    const set = await client(t).put('/wps/member/info/icon', { icon: 3 }, { token });
    expect(body(set).success).toBe(true);
    const avatar = body(await get('/wps/relay/MCSFE_getPlayerAvatar'));
    expect(avatar.value).toEqual({ avatar: 3, avatarType: 'PRESET', count: body(set).value.count });
    expect((await get('/wps/relay/MCSFE_getPlayerAvatar', null)).statusCode).toBe(401);
  });

  it('GET /wps/v2/system/status answers the site status of /wps/system/status', async () => {
    const ours = body(await get('/wps/system/status?device=MOBILE', null));
    const v2 = body(await get('/wps/v2/system/status?device=MOBILE', null));
    expect(v2.success).toBe(true);
    expect(v2.value.maintenance).toBe(ours.value.maintenance);
    expect(Object.keys(v2.value).sort()).toEqual(Object.keys(ours.value).sort());
  });
});

describe('referral relay', () => {
  it('MCSFE_getReferralDetails answers the member’s code, the members it brought and the site domains', async () => {
    const program = body(await get('/wps/promotion/referral')).value;
    const res = await get('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true');
    const details = body(res).value;
    expect(details).toEqual({
      referralCode: program.referralCode,
      totalInvitations: program.invited,
      promotionDomains: expect.any(Array),
    });
    const rows = rowsOf<{ domain: string }>(
      await t.database.db.execute(
        sql`SELECT d.domain FROM merchant_domains d JOIN merchants m ON m.id = d.merchant_id
            WHERE m.code = 'demo' AND d.active ORDER BY d.id`,
      ),
    );
    expect(details.promotionDomains).toEqual(rows.map((r) => r.domain));
    expect(details.promotionDomains.length).toBeGreaterThan(0);
    expect((await get('/wps/relay/MCSFE_getReferralDetails', null)).statusCode).toBe(401);
    expect(body(await get('/wps/relay/MCSFE_getReferralDetails?autoGenerate=maybe')).errorCode).toBe(
      'request.invalid',
    );
  });
});

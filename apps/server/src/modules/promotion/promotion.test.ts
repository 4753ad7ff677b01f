import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PROMOTION_IMAGE_MAX_BYTES } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters, setFlag } from '../../platform/testing/accounts.js';
import {
  adminToken,
  available,
  capture,
  checkLedger,
  memberIdOf,
  setMember,
  SOUND,
} from '../wallet/test-support.js';
import { gameIdOf, launch, seamless } from '../game/test-support.js';
import { raffleSchedules } from './promotion.tables.js';
import { promotionIdOf } from './test-support.js';
import { sanitizeMerchantHtml } from './html.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let token: string;
let admin: string;
let memberId: number;

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);

type File = { name: string; filename: string; type: string; data: Buffer };
function multipart(fields: Record<string, string>, files: File[]) {
  const boundary = `----promo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function apply(tok: string, fields: Record<string, string>, files: File[] = [], merchant = 'demo') {
  const { payload, contentType } = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_getSignUpRequestReward',
    headers: { Merchant: merchant, Authorization: tok, 'content-type': contentType },
    payload,
  });
}
const png = (n = 1): File[] =>
  Array.from({ length: n }, (_, i) => ({
    name: 'pictures',
    filename: `slip${i}.png`,
    type: 'image/png',
    data: PNG,
  }));

const promotionId = (title: string, merchant = 'demo') => promotionIdOf(t, title, merchant);

beforeAll(async () => {
  t = await createTestApp();
  // The demo merchant's content is seeded in six languages; these tests read its English texts.
  api = client(t, { language: 'EN' });
  token = await loginToken(t, 'demo001', 'demo1234');
  admin = await adminToken(t);
  memberId = await memberIdOf(t, 'demo', 'demo001');
});
afterAll(async () => t?.close());
beforeEach(async () => resetCounters(t));

describe('promotion lists', () => {
  it('lists active promotions with spec fields, paged, for visitors and members', async () => {
    const res = body(await api.get('/wps/promotion/list?page=1&size=4'));
    expect(res.success).toBe(true);
    expect(res.value.total).toBe(10);
    expect(res.value.list).toHaveLength(4);
    const p = res.value.list[0];
    for (const field of [
      'id',
      'title',
      'content',
      'startDate',
      'startDateStr',
      'endDate',
      'announcementImages',
      'promotionType',
      'redirect',
      'externalLink',
      'linkedPromotionId',
      'remarkRequired',
      'imageRequired',
    ]) {
      expect(p).toHaveProperty(field);
    }
    expect(p.startDateStr).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.announcementImages[0]).toMatchObject({
      imageId: 1,
      url: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const cats = body(await api.get('/wps/relay/MCSFE_getPromotionCategories')).value;
    expect(cats.map((c: { name: string }) => c.name)).toEqual([
      'Deposit',
      'Daily',
      'VIP & Missions',
      'Lottery',
    ]);
    expect(cats.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(10);
    const avail = body(await api.get('/wps/relay/MCSFE_getAvailablePromotions', { token })).value;
    expect(avail.find((a: { promotionType: string }) => a.promotionType === 'MANUAL')).toEqual({
      promotionType: 'MANUAL',
      count: 2,
      enabled: true,
    });
    expect(body(await api.get('/wps/relay/MCSFE_getAvailablePromotions')).errorCode).toBe(
      'login.not.session',
    );
  });

  it('merchant B never sees merchant A promotions or applications', async () => {
    const demoId = await promotionId('First Deposit Bonus');
    expect(body(await api.get(`/wps/promotion/${demoId}`, { merchant: 'alpha' })).errorCode).toBe(
      'promotion.not.found',
    );
    const alphaToken = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    const res = body(await apply(alphaToken, { promotionId: String(demoId), remarks: 'x' }, png(), 'alpha'));
    expect(res.errorCode).toBe('promotion.not.found');
    const alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
    const queue = body(
      await api.get('/admin/api/promotions/applications?status=PENDING', {
        token: alphaAdmin,
        merchant: 'alpha',
      }),
    ).value;
    expect(queue.list).toEqual([]);
  });
});

describe('apply for a reward (getSignUpRequestReward)', () => {
  it('checks remark and images: required, type by content, size, count', async () => {
    const id = String(await promotionId('First Deposit Bonus'));
    const codeOf = async (fields: Record<string, string>, files: File[]) =>
      body(await apply(token, fields, files)).errorCode;
    expect(await codeOf({ promotionId: id }, png())).toBe('activity_apply_remark_limit1');
    expect(await codeOf({ promotionId: id, remarks: 'x'.repeat(141) }, png())).toBe(
      'activity_apply_remark_limit1',
    );
    expect(await codeOf({ promotionId: id, remarks: 'slip' }, [])).toBe('activity_apply_remark_limit2');
    const renamed = {
      name: 'pictures',
      filename: 'slip.png',
      type: 'image/png',
      data: Buffer.from('just some text, not an image'),
    };
    expect(await codeOf({ promotionId: id, remarks: 'slip' }, [renamed])).toBe(
      'activity_apply_remark_limit2',
    );
    const big = {
      name: 'pictures',
      filename: 'big.png',
      type: 'image/png',
      data: Buffer.concat([PNG, Buffer.alloc(PROMOTION_IMAGE_MAX_BYTES)]),
    };
    expect(await codeOf({ promotionId: id, remarks: 'slip' }, [big])).toBe('activity_apply_remark_limit3');
    expect(await codeOf({ promotionId: id, remarks: 'slip' }, png(4))).toBe('activity_apply_remark_limit4');
    expect(
      await codeOf({ promotionId: String(await promotionId('Daily Sign-in')), remarks: 'x' }, png()),
    ).toBe('promotion.apply.not.supported');
  });

  it('stores a PENDING application; approval pays the bonus once with turnover and pushes PROMOTION_CLAIM', async () => {
    const id = await promotionId('First Deposit Bonus');
    const before = await available(t, token);
    const files: File[] = [
      ...png(1),
      { name: 'pictures', filename: 'slip.jpg', type: 'image/jpeg', data: JPEG },
    ];
    const res = body(await apply(token, { promotionId: String(id), remarks: 'Deposit ref 778812' }, files));
    expect(res.value).toMatchObject({
      promotionId: id,
      status: 'PENDING',
      imageCount: 2,
      bonusAmount: '100.00',
    });
    expect(body(await apply(token, { promotionId: String(id), remarks: 'again' }, png())).errorCode).toBe(
      'promotion.already.claimed',
    );
    const detail = body(await api.get(`/wps/promotion/${id}`, { token })).value;
    expect(detail.applyStatus).toBe('PENDING');

    const queue = body(
      await api.get('/admin/api/promotions/applications?status=PENDING', { token: admin }),
    ).value;
    const item = queue.list.find(
      (a: { applicationId: number }) => a.applicationId === res.value.applicationId,
    );
    expect(item).toMatchObject({ username: 'demo001', imageCount: 2 });
    const image = await api.get(item.imageUrls[0], { token: admin });
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(image.rawPayload).equals(PNG)).toBe(true);

    const pushes = await capture(t, 'demo', memberId);
    const approve = () =>
      api.post(
        `/admin/api/promotions/applications/${res.value.applicationId}/approve`,
        { remarks: 'ok' },
        { token: admin },
      );
    const results = await Promise.all([approve(), approve(), approve()]);
    const codes = results.map((r) => body(r).errorCode).sort();
    expect(codes.filter((c) => c === null)).toHaveLength(1);
    expect(codes.filter((c) => c === 'application.already.decided')).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 20));
    pushes.stop();
    expect(Number(await available(t, token)) - Number(before)).toBeCloseTo(100, 2);
    const claims = pushes.messages.filter((m) => m.type === 'PROMOTION_CLAIM');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.data).toMatchObject({
      status: 'APPROVED',
      amount: '100.00',
      applicationId: res.value.applicationId,
    });
    const bonus = body(await api.get('/wps/relay/MCSFE_getBonusDetails', { token })).value.list[0];
    expect(bonus).toMatchObject({
      amount: '100.00',
      turnoverRequired: '300.00',
      status: 'ACTIVE',
      source: 'MANUAL',
    });
    const mine = body(await api.get('/wps/relay/MCSFE_getClaimList', { token })).value.list[0];
    expect(mine).toMatchObject({ status: 'APPROVED', decisionRemarks: 'ok' });
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('reject needs a remark, pays nothing and lets the member apply again', async () => {
    const id = await promotionId('Weekend Reload');
    const before = await available(t, token);
    const app = body(await apply(token, { promotionId: String(id) })).value;
    expect(app.status).toBe('PENDING');
    expect(
      body(
        await api.post(
          `/admin/api/promotions/applications/${app.applicationId}/reject`,
          {},
          { token: admin },
        ),
      ).errorCode,
    ).toBe('request.invalid');
    const rejected = body(
      await api.post(
        `/admin/api/promotions/applications/${app.applicationId}/reject`,
        { remarks: 'no deposit found' },
        { token: admin },
      ),
    ).value;
    expect(rejected.status).toBe('REJECTED');
    expect(await available(t, token)).toBe(before);
    expect(body(await apply(token, { promotionId: String(id) })).value.status).toBe('PENDING');
    const other = await adminToken(t, 'alpha', 'alphaadmin1');
    expect(
      body(
        await api.post(
          `/admin/api/promotions/applications/${app.applicationId}/approve`,
          {},
          { token: other, merchant: 'alpha' },
        ),
      ).errorCode,
    ).toBe('application.not.found');
  });

  it('MISSION_MANUAL needs the bet target reached before applying', async () => {
    const id = await promotionId('Lottery Marathon');
    expect(body(await apply(token, { promotionId: String(id), remarks: 'I love SSC' })).errorCode).toBe(
      'promotion.not.eligible',
    );
  });
});

describe('claim-type promotions', () => {
  it('LOGIN sign-in pays once per business day', async () => {
    const tasks = body(await api.get('/wps/promotion/tasks?kind=SIGN_IN', { token })).value;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ completed: true, claimed: false, bonusAmount: '5.00' });
    const claim = () =>
      api.post('/wps/promotion/tasks/claim', { promotionId: tasks[0].promotionId }, { token });
    expect(body(await claim()).value).toMatchObject({ amount: '5.00', turnoverRequired: '5.00' });
    expect(body(await claim()).errorCode).toBe('promotion.already.claimed');
    expect(body(await api.get('/wps/promotion/tasks?kind=SIGN_IN', { token })).value[0].claimed).toBe(true);
  });

  it("field clients' reward centre lists a completed task as issued and claims it once", async () => {
    const other = await loginToken(t, 'demo002', 'demo1234');
    const issued = async (query = '') =>
      body(await api.get(`/wps/relay/MCSFE_getClaimPromotion${query}`, { token: other })).value;
    const login = (await issued('?promotionType=LOGIN&status=I')) as Array<Record<string, unknown>>;
    expect(login).toEqual([
      {
        rewardId: expect.any(Number),
        promotionType: 'LOGIN',
        title: expect.any(String),
        amount: '5.00',
        status: 'I',
      },
    ]);
    expect(await issued('?promotionType=REGISTER')).toEqual([]);
    const rewardId = login[0]!.rewardId as number;
    const claimIssued = (promotionType: string) =>
      api.post(
        '/wps/relay/MCSFE_claimIssuedPromotion',
        { promotionClaimId: rewardId, promotionType },
        { token: other },
      );
    expect(body(await claimIssued('REGISTER')).errorCode).toBe('promotion.not.found');
    expect(body(await claimIssued('LOGIN')).value).toMatchObject({ promotionId: rewardId, amount: '5.00' });
    expect(body(await claimIssued('LOGIN')).errorCode).toBe('promotion.already.claimed');
    expect((await issued()).find((r: { rewardId: number }) => r.rewardId === rewardId)).toBeUndefined();
    expect(await issued('?status=C')).toEqual([expect.objectContaining({ rewardId, status: 'C' })]);
    expect(body(await api.get('/wps/relay/MCSFE_getClaimPromotion')).errorCode).toBe('login.not.session');
  });

  it('REGISTER newbie task needs real approved deposits within the window', async () => {
    const task = body(await api.get('/wps/promotion/tasks?kind=NEWBIE', { token })).value[0];
    expect(task).toMatchObject({ metric: 'DEPOSIT', target: '300.00', completed: false });
    expect(
      body(await api.post('/wps/promotion/tasks/claim', { promotionId: task.promotionId }, { token }))
        .errorCode,
    ).toBe('promotion.not.eligible');
    const dep = body(
      await api.post(
        '/wps/wallet/deposit',
        { amount: '300.00', method: 'BANK', payerName: 'Demo' },
        { token },
      ),
    ).value;
    await api.post(`/admin/api/deposits/${dep.id}/approve`, {}, { token: admin });
    const after = body(await api.get('/wps/promotion/tasks?kind=NEWBIE', { token })).value[0];
    expect(after).toMatchObject({ current: '300.00', completed: true });
    expect(
      body(await api.post('/wps/promotion/tasks/claim', { promotionId: task.promotionId }, { token })).value
        .amount,
    ).toBe('38.00');
  });

  it('SAVIOR rescue pays a share of yesterday’s real net loss; MISSION and rebate read settled bets', async () => {
    const rescue = body(await api.get('/wps/promotion/tasks?kind=RESCUE', { token })).value[0];
    expect(rescue).toMatchObject({ completed: false, current: '0.00' });
    // Real game rounds through the seamless wallet: 600.00 staked and lost.
    const { session, player } = await launch(t, token, await gameIdOf(t, 'demo', 'jade_dragon'), {
      confirmTrans: 1,
    });
    for (let i = 0; i < 3; i++) {
      const round = `promo-r${i}`;
      const base = {
        sessionToken: session,
        playerId: player,
        currency: 'THB',
        roundId: round,
        gameCode: 'jade_dragon',
      };
      expect(
        (await seamless(t, 'LOTUS', 'debit', { ...base, transactionId: `promo-d${i}`, amount: '200.00' }))
          .status,
      ).toBe('OK');
      await seamless(t, 'LOTUS', 'credit', {
        ...base,
        transactionId: `promo-c${i}`,
        amount: '0',
        referenceTransactionId: `promo-d${i}`,
      });
    }
    const mission = body(await api.get('/wps/promotion/tasks?kind=MISSION', { token })).value.find(
      (x: { promotionType: string }) => x.promotionType === 'MISSION',
    );
    expect(mission.current).toBe('600.00');
    const board = body(
      await api.get(`/wps/promotion/missions/${mission.promotionId}/leaderboard`, { token }),
    ).value;
    expect(board.list[0]).toMatchObject({ rank: 1, username: 'de***1', betAmount: '600.00' });
    expect(board.mine).toMatchObject({ rank: 1 });
    const rebate = body(await api.get('/wps/promotion/rebate', { token })).value;
    expect(rebate.entries).toEqual([
      { gameType: 'RNG', rebateValue: 0.8, validBet: '600.00', amount: '4.80' },
    ]);
    const claimed = await Promise.all(
      [1, 2].map(() => api.post('/wps/promotion/rebate/claim', {}, { token })),
    );
    expect(claimed.map((r) => body(r).value?.amount ?? body(r).errorCode).sort()).toEqual([
      '4.80',
      'promotion.not.eligible',
    ]);

    await t.database.db.execute(
      sql`UPDATE seamless_transactions SET created_at = created_at - interval '1 day' WHERE transaction_id LIKE 'promo-%'`,
    );
    const after = body(await api.get('/wps/promotion/tasks?kind=RESCUE', { token })).value[0];
    expect(after).toMatchObject({ current: '600.00', completed: true });
    expect(
      body(await api.post('/wps/promotion/tasks/claim', { promotionId: after.promotionId }, { token })).value
        .amount,
    ).toBe('30.00');
  });

  it('RAFFLE: status fields, claim once even when claimed concurrently, only inside the window', async () => {
    const id = await promotionId('Lucky Draw');
    const demo2 = await loginToken(t, 'demo002', 'demo1234');
    const status = body(
      await api.get(`/wps/relay/MCSFE_getRaffleStatus?rafflePromotionId=${id}`, { token: demo2 }),
    ).value;
    expect(status).toMatchObject({ isClaimed: false, hasStarted: true, hasEnded: false });
    expect(status.due).toBeGreaterThan(status.time);
    const claim = () =>
      api.post(
        '/wps/relay/MCSFE_claimRaffle',
        { promotionId: id, raffleScheduleId: status.raffleScheduleId },
        { token: demo2 },
      );
    const results = await Promise.all(Array.from({ length: 6 }, claim));
    const ok = results.filter((r) => body(r).success);
    expect(ok).toHaveLength(1);
    const amount = Number(body(ok[0]!).value.amount);
    expect(amount).toBeGreaterThanOrEqual(8);
    expect(amount).toBeLessThanOrEqual(88);
    expect(results.filter((r) => body(r).errorCode === 'promotion.already.claimed')).toHaveLength(5);
    expect(
      body(
        await api.get(
          `/wps/relay/MCSFE_getRaffleStatus?rafflePromotionId=${id}&raffleScheduleId=${status.raffleScheduleId}`,
          { token: demo2 },
        ),
      ).value.isClaimed,
    ).toBe(true);
    const [future] = await t.database.db
      .select()
      .from(raffleSchedules)
      .where(sql`${raffleSchedules.promotionId} = ${id} AND ${raffleSchedules.startAt} > now()`)
      .limit(1);
    expect(
      body(
        await api.post(
          '/wps/relay/MCSFE_claimRaffle',
          { promotionId: id, raffleScheduleId: future!.id },
          { token: demo2 },
        ),
      ).errorCode,
    ).toBe('raffle.not.open');
  });

  it('RAFFLE: a drawn window never hides the raffle from the available count, whatever its id', async () => {
    const id = await promotionId('Lucky Draw');
    const demo2 = await loginToken(t, 'demo002', 'demo1234');
    const raffleCount = async () =>
      body(await api.get('/wps/relay/MCSFE_getAvailablePromotions', { token: demo2 })).value.find(
        (a: { promotionType: string }) => a.promotionType === 'RAFFLE',
      ).count as number;
    const before = await raffleCount();
    expect(before).toBeGreaterThan(0);
    // An open window whose id is the raffle's own id: its draw key reads like a once-key of the raffle.
    const [open] = await t.database.db
      .select()
      .from(raffleSchedules)
      .where(
        sql`${raffleSchedules.promotionId} = ${id} AND ${raffleSchedules.startAt} <= now() AND ${raffleSchedules.endAt} > now()`,
      )
      .limit(1);
    await t.database.db
      .insert(raffleSchedules)
      .values({
        id,
        merchantId: open!.merchantId,
        promotionId: id,
        startAt: open!.startAt,
        endAt: open!.endAt,
      })
      .onConflictDoUpdate({
        target: raffleSchedules.id,
        set: { merchantId: open!.merchantId, promotionId: id, startAt: open!.startAt, endAt: open!.endAt },
      });
    const drawn = await api.post(
      '/wps/relay/MCSFE_claimRaffle',
      { promotionId: id, raffleScheduleId: id },
      { token: demo2 },
    );
    expect(body(drawn).success, drawn.body).toBe(true);
    expect(await raffleCount()).toBe(before);
  });

  it('TICKET promo code pays once; unknown codes are refused', async () => {
    const demo2 = await loginToken(t, 'demo002', 'demo1234');
    expect(
      body(await api.post('/wps/relay/MCSFE_enablePromoCode', { promoCode: 'nope' }, { token: demo2 }))
        .errorCode,
    ).toBe('promo.code.invalid');
    expect(
      body(await api.post('/wps/relay/MCSFE_enablePromoCode', { promoCode: 'welcome88' }, { token: demo2 }))
        .value.amount,
    ).toBe('8.80');
    expect(
      body(await api.post('/wps/relay/MCSFE_enablePromoCode', { promoCode: 'WELCOME88' }, { token: demo2 }))
        .errorCode,
    ).toBe('promotion.already.claimed');
  });

  it('REFERRAL pays for invitees with qualifying deposits, members only', async () => {
    const demo2 = await loginToken(t, 'demo002', 'demo1234');
    const demo2Id = await memberIdOf(t, 'demo', 'demo002');
    await setMember(t, 'demo', 'demo001', { referrerId: demo2Id });
    let program = body(await api.get('/wps/promotion/referral', { token: demo2 })).value;
    // demo001 deposited 300.00 above: invited but below the 500.00 qualifying deposit.
    expect(program).toMatchObject({ enabled: true, invited: 1, qualified: 0, claimable: '0.00' });
    expect(body(await api.post('/wps/promotion/referral/claim', {}, { token: demo2 })).errorCode).toBe(
      'promotion.not.eligible',
    );
    const dep = body(
      await api.post(
        '/wps/wallet/deposit',
        { amount: '200.00', method: 'BANK', payerName: 'Demo' },
        { token },
      ),
    ).value;
    await api.post(`/admin/api/deposits/${dep.id}/approve`, {}, { token: admin });
    program = body(await api.get('/wps/promotion/referral', { token: demo2 })).value;
    expect(program).toMatchObject({ qualified: 1, claimable: '50.00' });
    expect(body(await api.post('/wps/promotion/referral/claim', {}, { token: demo2 })).value.amount).toBe(
      '50.00',
    );
    expect(body(await api.post('/wps/promotion/referral/claim', {}, { token: demo2 })).errorCode).toBe(
      'promotion.not.eligible',
    );
    const agent = await loginToken(t, 'agent001', 'agent1234');
    expect(body(await api.get('/wps/promotion/referral', { token: agent })).errorCode).toBe(
      'permission.denied',
    );
  });

  it('rewards centre is off when REWCEN3 is off', async () => {
    await setFlag(t, 'demo', 'REWCEN3', false);
    expect(body(await api.get('/wps/promotion/tasks', { token })).errorCode).toBe('function.not.available');
    await setFlag(t, 'demo', 'REWCEN3', true);
  });
});

describe('VIP labels and rank progress', () => {
  it('derives clubLabel and progress from real deposits and bets', async () => {
    const labels = body(await api.get('/wps/relay/MCSFE_getClubLabels')).value;
    expect(labels.map((l: { labelName: string }) => l.labelName)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    const demo2 = await loginToken(t, 'demo002', 'demo1234');
    const progress = body(await api.get('/wps/relay/MCSFE_getPlayerRankProgress', { token: demo2 })).value;
    expect(progress.currentProgress).toEqual({ completedConditions: 0, totalExpectedConditions: 2 });
    expect(progress.playerRankProgress).toMatchObject({ labelName: 'Bronze', nextLabelName: 'Silver' });
    // demo001: 500.00 deposited (of 1000) and 600.00 bet (of 5000) -> 0.5 + 0.12.
    const mine = body(await api.get('/wps/relay/MCSFE_getPlayerRankProgress', { token })).value;
    expect(mine.currentProgress).toEqual({ completedConditions: 0.62, totalExpectedConditions: 2 });
    const info = body(await api.get('/wps/member/info', { token })).value;
    expect(info.clubLabel).toMatchObject({ labelName: 'Bronze', type: 'AUTO', rankLevel: 0 });
  });
});

describe('back office promotions and sanitiser', () => {
  it('sanitises HTML on write and read', async () => {
    const res = body(
      await api.post(
        '/admin/api/promotions',
        {
          title: 'XSS probe',
          content:
            '<p onclick="steal()" style="x">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="e()"></p><style>*{}</style>',
          promotionType: 'MANUAL',
          startDate: Date.now() - 1000,
          bonusAmount: '10',
        },
        { token: admin },
      ),
    );
    expect(res.success).toBe(true);
    expect(res.value.content).toBe('<p>Hi<a>x</a><img src="x" /></p>');
    expect(sanitizeMerchantHtml('<a href="https://x.test" target="_blank">ok</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    const list = body(await api.get('/wps/promotion/list?size=50')).value.list;
    expect(JSON.stringify(list)).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('a manual grant pays and pushes MANUAL_PROMO', async () => {
    const id = await promotionId('Weekend Reload');
    const pushes = await capture(t, 'demo', memberId);
    const res = body(
      await api.post(
        '/admin/api/promotions/grants',
        { promotionId: id, username: 'demo001', amount: '12.50', remarks: 'VIP gift' },
        { token: admin },
      ),
    );
    expect(res.value.amount).toBe('12.50');
    await new Promise((r) => setTimeout(r, 20));
    pushes.stop();
    expect(pushes.messages.find((m) => m.type === 'MANUAL_PROMO')?.data).toMatchObject({
      amount: '12.50',
      remarks: 'VIP gift',
    });
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('fuzzed input never answers 5xx', async () => {
    const junk = [
      null,
      -1,
      0,
      1e308,
      'x'.repeat(5000),
      { a: 1 },
      [1, 2],
      '<script>',
      "' OR 1=1 --",
      '9'.repeat(40),
    ];
    const urls: [string, string][] = [
      ['GET', '/wps/promotion/list?page=JUNK&size=JUNK&categoryId=JUNK&promotionType=JUNK'],
      ['GET', '/wps/promotion/JUNK'],
      ['GET', '/wps/relay/MCSFE_getRaffleStatus?rafflePromotionId=JUNK&raffleScheduleId=JUNK'],
      ['GET', '/wps/promotion/missions/JUNK/leaderboard?page=JUNK'],
      ['GET', '/wps/relay/MCSFE_getBonusDetails?startTime=JUNK&endTime=JUNK'],
      ['GET', '/wps/promotion/tasks?kind=JUNK'],
    ];
    for (const value of junk) {
      const text = encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
      for (const [, url] of urls) {
        const res = await api.get(url.replaceAll('JUNK', text), { token });
        expect(res.statusCode, url).toBeLessThan(500);
      }
      for (const path of [
        '/wps/relay/MCSFE_claimRaffle',
        '/wps/promotion/tasks/claim',
        '/wps/relay/MCSFE_enablePromoCode',
        '/wps/relay/MCSFE_getSignUpRequestReward',
      ]) {
        const res = await api.post(
          path,
          { promotionId: value, raffleScheduleId: value, promoCode: value, remarks: value, pictures: value },
          { token },
        );
        expect(res.statusCode, path).toBeLessThan(500);
      }
      const res = await api.post(
        '/admin/api/promotions',
        { title: value, content: value, promotionType: value, startDate: value, bonusAmount: value },
        { token: admin },
      );
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

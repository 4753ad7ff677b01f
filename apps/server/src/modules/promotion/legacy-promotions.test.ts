import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters } from '../../platform/testing/accounts.js';
import { promotionIdOf } from './test-support.js';

/** The 500cai client's /wps/promotions family as it sends it: query-string paging, a JSON POST. */
let t: TestApp;
let api: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  token = await loginToken(t, 'demo001', 'demo1234');
});
afterAll(async () => t?.close());
beforeEach(async () => resetCounters(t));

describe('the legacy promotions', () => {
  it('lists our active promotions paged, and the deposit-linked ones', async () => {
    const all = body(await api.get(`/wps/promotions?pageNo=1&pageSize=5&_=${Date.now()}`, { token }));
    expect(all).toMatchObject({ success: true, status: true, value: { page: 1, size: 5 } });
    expect(all.value.list).toHaveLength(5);
    const ours = body(await api.get('/wps/promotion/list?page=1&size=5', { token })).value;
    expect(all.value.total).toBe(ours.total);
    expect(all.value.list.map((p: { id: number }) => p.id)).toEqual(
      ours.list.map((p: { id: number }) => p.id),
    );
    const manual = body(await api.get('/wps/promotions?promotionType=manual&pageSize=50', { token })).value;
    expect(manual.list.every((p: { promotionType: string }) => p.promotionType === 'MANUAL')).toBe(true);

    const deposit = body(await api.get('/wps/promotions/deposit?amount=300', { token })).value;
    expect(deposit.list.length).toBeGreaterThan(0);
    expect(deposit.list.every((p: { promotionType: string }) => p.promotionType === 'REGISTER')).toBe(true);
    // The merchant's default language is CN; an EN client reads the English title.
    expect(deposit.list.map((p: { title: string }) => p.title)).toContain('新手任务');
    const english = body(
      await client(t, { language: 'EN' }).get('/wps/promotions/deposit?amount=300', { token }),
    ).value;
    expect(english.list.map((p: { title: string }) => p.title)).toContain('Newbie Task');
  });

  it('takes part the way each type works: apply, claim, promo code', async () => {
    const reload = await promotionIdOf(t, 'Weekend Reload');
    const applied = body(await api.post('/wps/promotions', { promotionId: reload }, { token }));
    expect(applied.value).toMatchObject({
      flow: 'apply',
      claim: null,
      application: { promotionId: reload, status: 'PENDING' },
    });
    expect(body(await api.post('/wps/promotions', { id: reload }, { token })).errorCode).toBe(
      'promotion.already.claimed',
    );
    const listed = body(await api.get('/wps/promotions?pageSize=50', { token })).value.list;
    expect(listed.find((p: { id: number }) => p.id === reload).applyStatus).toBe('PENDING');

    const signIn = await promotionIdOf(t, 'Daily Sign-in');
    const claimed = body(await api.post('/wps/promotions', { promotionId: signIn }, { token })).value;
    expect(claimed).toMatchObject({
      flow: 'claim',
      application: null,
      claim: { promotionId: signIn, amount: '5.00' },
    });
    expect(body(await api.post('/wps/promotions', { promotionId: signIn }, { token })).errorCode).toBe(
      'promotion.already.claimed',
    );

    const code = body(await api.post('/wps/promotions', { promoCode: 'welcome88' }, { token })).value;
    expect(code).toMatchObject({ flow: 'code', claim: { amount: '8.80' } });

    const mission = await promotionIdOf(t, 'Betting Mission');
    expect(body(await api.post('/wps/promotions', { promotionId: mission }, { token })).success).toBe(false);
  });

  it('keeps to the merchant: another merchant cannot see or take part in these', async () => {
    const reload = await promotionIdOf(t, 'Weekend Reload');
    const alpha = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    const theirs = body(
      await api.get('/wps/promotions?pageSize=50', { token: alpha, merchant: 'alpha' }),
    ).value;
    expect(theirs.list.map((p: { id: number }) => p.id)).not.toContain(reload);
    const res = body(
      await api.post('/wps/promotions', { promotionId: reload }, { token: alpha, merchant: 'alpha' }),
    );
    expect(res.errorCode).toBe('promotion.not.found');
    expect((await api.get('/wps/promotions', { token, merchant: 'alpha' })).statusCode).toBe(401);
  });

  it('answers request.invalid to bad input and login.not.session without a token', async () => {
    for (const url of [
      '/wps/promotions?pageSize=500',
      '/wps/promotions?pageNo=-1',
      '/wps/promotions?promotionType=FOO',
      '/wps/promotions?categoryId=abc',
      '/wps/promotions/deposit?amount=-5',
      '/wps/promotions/deposit?pageSize=51',
    ]) {
      const res = await api.get(url, { token });
      expect(res.statusCode).toBe(400);
      expect(body(res).errorCode).toBe('request.invalid');
    }
    for (const payload of [{}, { promotionId: 'x' }, { promotionId: 0 }, { promoCode: 'x'.repeat(33) }]) {
      const res = await api.post('/wps/promotions', payload, { token });
      expect(res.statusCode).toBe(400);
      expect(body(res).errorCode).toBe('request.invalid');
    }
    expect(body(await api.get('/wps/promotions')).errorCode).toBe('login.not.session');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { loginToken } from '../../platform/testing/accounts.js';
import { WalletRepository, WalletSetupService } from '../wallet/index.js';
import { CurrentIssueCache } from './current-issue-cache.js';
import { LotteryQueries } from './lottery.queries.js';
import { LotteryRepository } from './lottery.repository.js';
import { LotteryService } from './lottery.service.js';
import { indexAt, issueAt } from './schedule.js';

/**
 * The current issues are kept in memory: they must move on at the lock and the draw to the
 * millisecond, show a void at once, and never let a bet onto a locked issue.
 */

const MERCHANT = 'alpha';
const GAME = 'lotus_ssc_1m';

let t: TestApp;
type Services = TestApp['services'];
let merchant: NonNullable<Awaited<ReturnType<Services['directory']['byMerchantCode']>>>;
let session: Awaited<ReturnType<Services['sessions']['require']>>;

beforeAll(async () => {
  t = await createTestApp();
  merchant = (await t.services.directory.byMerchantCode(MERCHANT))!;
  const token = await loginToken(t, 'alpha001', 'alpha1234', MERCHANT);
  session = await t.services.sessions.require(merchant, token, '127.0.0.1');
});
afterAll(async () => {
  await t?.close();
});

/** A node with a clock of its own (its cache keeps time by the same clock unless told otherwise). */
function node(clock: { now: Date }, cacheClock: () => number = () => clock.now.getTime()) {
  const db = t.database.db;
  const repository = new LotteryRepository(db);
  const lottery = new LotteryService(
    repository,
    t.services.ledger,
    new WalletSetupService(new WalletRepository(db)),
    {
      now: () => clock.now,
      issues: new CurrentIssueCache(null, cacheClock),
    },
  );
  return { lottery, queries: new LotteryQueries(repository, lottery) };
}

/** Times of an issue a day from now (no other test bets on it). */
async function issueAhead(lottery: LotteryService, days: number) {
  const game = await lottery.game(merchant, GAME);
  const spec = lottery.schedule(game);
  return { game, times: issueAt(spec, indexAt(spec, new Date(Date.now() + days * 86_400_000))) };
}

describe('current issues in memory', () => {
  it('stops the sale at the lock instant and moves to the next issue at the draw instant', async () => {
    const clock = { now: new Date() };
    const { lottery, queries } = node(clock);
    const { times } = await issueAhead(lottery, 1);
    const near = () => queries.near(merchant, { gameCode: GAME });

    clock.now = new Date(times.lockAt.getTime() - 1);
    const open = await near();
    expect(open.currentNumero).toMatchObject({ numero: times.numero, isSale: true, remainTime: 1 });
    clock.now = times.lockAt;
    expect((await near()).currentNumero).toMatchObject({ numero: times.numero, isSale: false });
    clock.now = new Date(times.drawAt.getTime() - 1);
    expect((await near()).currentNumero!.numero).toBe(times.numero);
    clock.now = times.drawAt;
    const moved = await near();
    expect(moved.currentNumero!.numero).toBe(open.nextNumero!.numero);
    expect(moved.currentNumero!.isSale).toBe(true);
  });

  it('serves from memory until the lock, then until the draw', async () => {
    const clock = { now: new Date() };
    const db = t.database.db;
    const loads = { count: 0 };
    class CountingRepository extends LotteryRepository {
      override ensureIssue(issue: Parameters<LotteryRepository['ensureIssue']>[0]) {
        loads.count++;
        return super.ensureIssue(issue);
      }
    }
    const lottery = new LotteryService(
      new CountingRepository(db),
      t.services.ledger,
      new WalletSetupService(new WalletRepository(db)),
      { now: () => clock.now, issues: new CurrentIssueCache(null, () => clock.now.getTime()) },
    );
    const { game, times } = await issueAhead(lottery, 2);
    const loadsAt = async (at: Date) => {
      clock.now = at;
      const before = loads.count;
      const { current } = await lottery.currentIssues(game);
      return { numero: current.numero, loads: loads.count - before };
    };
    expect(await loadsAt(times.openAt)).toEqual({ numero: times.numero, loads: 2 });
    expect(await loadsAt(new Date(times.lockAt.getTime() - 1))).toEqual({ numero: times.numero, loads: 0 });
    expect(await loadsAt(times.lockAt)).toEqual({ numero: times.numero, loads: 2 });
    expect(await loadsAt(new Date(times.drawAt.getTime() - 1))).toEqual({ numero: times.numero, loads: 0 });
    const moved = await loadsAt(times.drawAt);
    expect(moved.loads).toBe(2);
    expect(moved.numero).not.toBe(times.numero);
  });

  it('shows an issue voided on this node at once', async () => {
    const clock = { now: new Date() };
    const { lottery, queries } = node(clock);
    const { times } = await issueAhead(lottery, 3);
    clock.now = new Date(times.openAt.getTime() + 1000);
    expect((await queries.near(merchant, { gameCode: GAME })).currentNumero!.isSale).toBe(true);
    await lottery.voidIssue(merchant, GAME, times.numero);
    const after = await queries.near(merchant, { gameCode: GAME });
    expect(after.currentNumero).toMatchObject({ numero: times.numero, isSale: false });
  });

  it('refuses a bet on a locked issue even while memory still holds it open', async () => {
    const clock = { now: new Date() };
    const { times } = await issueAhead(node(clock).lottery, 4);
    clock.now = new Date(times.openAt.getTime() + 1000);
    // The cache's own clock stays before the lock: its entry would still be served as it was.
    const frozen = clock.now.getTime();
    const { lottery } = node(clock, () => frozen);
    const game = await lottery.game(merchant, GAME);
    expect((await lottery.currentIssues(game)).current.numero).toBe(times.numero);
    clock.now = times.lockAt;
    const slip = JSON.stringify({
      gameCode: GAME,
      numero: times.numero,
      bets: [{ playType: '5D_DIRECT', content: '1|2|3|4|5', moneyMode: 'Y', multiple: 1 }],
    });
    await expect(lottery.place(merchant, session, slip)).rejects.toMatchObject({
      code: 'lottery.numero.closed',
    });
  });
});

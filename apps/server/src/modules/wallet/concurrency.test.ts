import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, freshIp, loginToken } from '../../platform/testing/accounts.js';
import { members } from '../member/member.tables.js';
import { hashPassword } from '../member/index.js';
import { Ledger } from './ledger.js';
import { rowsOf } from './ledger.repository.js';
import { adminToken, checkLedger, merchantIdOf, SOUND } from './test-support.js';

/**
 * A randomized run of mixed money operations from 50 concurrent clients (5 agents, 45 members)
 * plus two back-office clients deciding the same queues at the same time, on whichever database
 * the suite runs on. Afterwards the ledger must sum to zero per merchant and currency, every
 * account must agree with its history and its transfers, no member balance may ever have been
 * negative (a monitor samples all along), and every replayed key must have answered its first result.
 */
const CLIENTS = 50;
const AGENTS = 5;
const OPS_PER_CLIENT = 36;
const SEED = Number(process.env.LEDGER_RUN_SEED ?? 20_240_611);
const PASSWORD = 'pass1234';
const PAY = '123456';
const VENDOR_WALLETS = ['LOTT', 'RNG', 'LIVE'];
/** A 1x1 PNG, the proof sent with "not received". */
const PROOF_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Refusals a correct server may answer in this run; anything else (or any 5xx) is a failure. */
const EXPECTED_REFUSALS = new Set([
  'balance.insufficient',
  'permission.denied',
  'upline.not.found',
  'amount.out.of.range',
  'c2c.counterparty.unavailable',
  'funding.already.decided',
  'c2c.already.answered',
]);

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Actor {
  username: string;
  token: string;
  ip: string;
  agent: boolean;
}

interface Sent {
  url: string;
  payload: Record<string, unknown>;
  response: string;
  token: string;
  ip: string;
}

let t: TestApp;
let actors: Actor[];
let admins: string[];

beforeAll(async () => {
  t = await createTestApp();
  const merchantId = await merchantIdOf(t, 'demo');
  const [passwordHash, paymentPasswordHash] = await Promise.all([hashPassword(PASSWORD), hashPassword(PAY)]);
  const agents = await t.database.db
    .insert(members)
    .values(
      Array.from({ length: AGENTS }, (_, i) => ({
        merchantId,
        username: `ragent${i}`,
        passwordHash,
        paymentPasswordHash,
        nickname: `Run agent ${i}`,
        isAgent: i < 3 ? 1 : 2,
        referralCode: `RAGENT${i}`,
      })),
    )
    .returning({ id: members.id });
  await t.database.db.insert(members).values(
    Array.from({ length: CLIENTS - AGENTS }, (_, i) => ({
      merchantId,
      username: `rmember${i}`,
      passwordHash,
      paymentPasswordHash,
      isAgent: 0,
      toUpline: i % 3 === 0 ? 0 : 1,
      uplineId: agents[i % AGENTS]!.id,
      referralCode: `RMEMBER${i}`,
    })),
  );
  const ledger = new Ledger(t.database.db);
  const all = await t.database.db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(sql`${members.username} LIKE 'r%' AND ${members.merchantId} = ${merchantId}`);
  for (const m of all) {
    await ledger.transfer({
      merchantId,
      currency: 'THB',
      debit: { owner: 'house', code: 'CASH' },
      credit: { owner: 'member', memberId: m.id, wallet: 'MAIN' },
      amount: m.username.startsWith('ragent') ? 5_000_000n : 500_000n,
      kind: 'adjustment',
      idempotencyKey: `run:opening:${m.id}`,
    });
  }
  actors = await Promise.all(
    all.map(async (m) => ({
      username: m.username,
      token: await loginToken(t, m.username, PASSWORD),
      ip: freshIp(),
      agent: m.username.startsWith('ragent'),
    })),
  );
  admins = [await adminToken(t), await adminToken(t)];
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe(`randomized concurrent run on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it(`keeps the ledger sound through 2000+ mixed operations from ${CLIENTS} clients`, async () => {
    const api = client(t);
    const unexpected: string[] = [];
    const replayMismatches: string[] = [];
    const counts = new Map<string, number>();
    let operations = 0;
    let clientOperations = 0;
    let keySeq = 0;
    let running = true;

    const note = (label: string, res: LightMyRequestResponse, allowed: string[] = []) => {
      operations++;
      if (!label.startsWith('admin')) clientOperations++;
      const b = body(res);
      const outcome = b.success ? 'ok' : (b.errorCode ?? `http ${res.statusCode}`);
      counts.set(`${label} ${outcome}`, (counts.get(`${label} ${outcome}`) ?? 0) + 1);
      if (
        res.statusCode >= 500 ||
        (!b.success && !EXPECTED_REFUSALS.has(outcome) && !allowed.includes(outcome))
      ) {
        unexpected.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      return b;
    };

    // Samples every member account while the run goes on: none may ever be below zero.
    let worstOverdraft = 0;
    let samples = 0;
    const monitor = (async () => {
      while (running) {
        const [row] = rowsOf<{ n: string }>(
          await t.database.db.execute(sql`
            SELECT count(*)::text AS n FROM ledger_accounts
            WHERE owner_kind = 'member' AND (balance < 0 OR held < 0 OR balance < held)`),
        );
        worstOverdraft = Math.max(worstOverdraft, Number(row!.n));
        samples++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const runClient = async (actor: Actor, index: number) => {
      const random = prng(SEED + index);
      const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
      const amount = (max: number) => (Math.floor(random() * max * 100) / 100 + 0.01).toFixed(2);
      const sent: Sent[] = [];
      const as = { token: actor.token, ip: actor.ip };
      const post = async (
        label: string,
        url: string,
        payload: Record<string, unknown>,
        allowed?: string[],
      ) => {
        const res = await api.post(url, payload, as);
        const b = note(label, res, allowed);
        if (b.success && payload.requestId) sent.push({ url, payload, response: res.body, ...as });
        return b;
      };
      const key = () => `run-key-${index}-${++keySeq}`;
      const agentFor = (i: number) => actors.find((a) => a.username === `ragent${i % AGENTS}`)!;

      for (let op = 0; op < OPS_PER_CLIENT; op++) {
        const roll = random();
        if (roll < 0.3) {
          const vendor = pick(VENDOR_WALLETS);
          const out = random() < 0.5;
          await post('fund', '/wps/wallet/transfer', {
            fromWallet: out ? 'MAIN' : vendor,
            toWallet: out ? vendor : 'MAIN',
            amount: amount(out ? 1200 : 900),
            requestId: key(),
          });
        } else if (roll < 0.4) {
          if (actor.agent) {
            const downlines = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
              Math.floor(random() * (CLIENTS - AGENTS)),
            ).filter((m, i, all) => all.indexOf(m) === i && m % AGENTS === index % AGENTS);
            const transfers = (downlines.length ? downlines : [index % AGENTS]).map((m) => ({
              username: `rmember${m}`,
              amount: amount(4000),
            }));
            await post(
              'downline',
              '/wps/agent/transfer/downline',
              { transfers, paymentPassword: PAY, requestId: key() },
              ['downline.not.found'],
            );
          } else {
            await post('upline', '/wps/wallet/transfer/upline', {
              amount: amount(2000),
              paymentPassword: PAY,
              requestId: key(),
            });
          }
        } else if (roll < 0.5) {
          await post('deposit', '/wps/wallet/deposit', { amount: amount(20_000), requestId: key() });
        } else if (roll < 0.6) {
          await post('withdraw', '/wps/wallet/withdraw', {
            amount: amount(8000),
            paymentPassword: PAY,
            bankName: 'Run Bank',
            accountNo: `00${index}12345678`,
            requestId: key(),
          });
        } else if (roll < 0.7 && !actor.agent) {
          // Peer-to-peer: the member deposits or withdraws through its agent, the payee answers.
          const deposit = random() < 0.5;
          const b = await post(
            deposit ? 'c2c-deposit' : 'c2c-withdraw',
            deposit ? '/wps/wallet/deposit' : '/wps/wallet/withdraw',
            { amount: amount(3000), method: 'C2C', paymentPassword: PAY, requestId: key() },
          );
          if (b.success) {
            const payee = deposit ? agentFor(Number(actor.username.slice(7))) : actor;
            const answer = pick(['Y', 'Y', 'Y', 'N', 'A'] as const);
            const res = await api.post(
              '/wps/relay/MCSFE_processC2CTransaction',
              {
                isMoneyReceived: answer,
                payDetailId: b.value.payDetailId,
                ...(answer === 'N' ? { proofOfNotReceive: PROOF_PNG } : {}),
              },
              { token: payee.token, ip: payee.ip },
            );
            note(`c2c-answer-${answer}`, res);
          }
        } else if (roll < 0.82 && sent.length) {
          const earlier = pick(sent);
          const res = await api.post(earlier.url, earlier.payload, { token: earlier.token, ip: earlier.ip });
          note('replay', res);
          if (res.body !== earlier.response || res.headers['idempotent-replayed'] !== 'true') {
            replayMismatches.push(`${earlier.url}: ${earlier.response} then ${res.body}`);
          }
        } else if (roll < 0.86 && sent.length) {
          // The same key with another amount: refused, never a second movement.
          const earlier = pick(sent);
          const more = (value: unknown) => (Number(value) + 1).toFixed(2);
          const payload = Array.isArray(earlier.payload.transfers)
            ? {
                ...earlier.payload,
                transfers: (earlier.payload.transfers as { username: string; amount: string }[]).map(
                  (line) => ({
                    ...line,
                    amount: more(line.amount),
                  }),
                ),
              }
            : { ...earlier.payload, amount: more(earlier.payload.amount) };
          const res = await api.post(earlier.url, payload, as);
          note('reuse-key', res, ['idempotency.conflict']);
          if (body(res).success) replayMismatches.push(`reused key accepted: ${earlier.url}`);
        } else {
          note('balance', await api.get('/wps/member/info/funds/consolidated', as));
          note(
            'history',
            await api.get(`/wps/wallet/history?wallet=${pick(['MAIN', ...VENDOR_WALLETS])}`, as),
          );
        }
      }
    };

    // Two back-office clients work the same queues at once; one of them loses every race.
    const runAdmin = async (token: string, index: number) => {
      const random = prng(SEED * 7 + index);
      /** One pass over the queues; answers how many items it found. */
      const decideAll = async () => {
        let seen = 0;
        for (const kind of ['deposits', 'withdrawals'] as const) {
          const queue = body(await api.get(`/admin/api/${kind}?size=50`, { token })).value.list as {
            id: number;
            method: string;
          }[];
          const bank = queue.filter((r) => r.method === 'BANK');
          seen += bank.length;
          // The second clerk works from the other end, so the two meet (and race) in the middle.
          for (const request of index === 0 ? bank : bank.reverse()) {
            const approve = random() < 0.7;
            const res = await api.post(
              `/admin/api/${kind}/${request.id}/${approve ? 'approve' : 'reject'}`,
              approve ? {} : { remarks: 'run' },
              { token },
            );
            note(`admin-${kind}`, res);
          }
        }
        for (const status of ['APPEALED', 'NOT_RECEIVED']) {
          const queue = body(
            await api.get(`/admin/api/payment-confirmations?status=${status}&size=50`, { token }),
          ).value.list as { payDetailId: number }[];
          seen += queue.length;
          for (const payment of index === 0 ? queue : queue.reverse()) {
            const res = await api.post(
              `/admin/api/payment-confirmations/${payment.payDetailId}/resolve`,
              { decision: random() < 0.5 ? 'PAY' : 'CANCEL', remarks: 'run' },
              { token },
            );
            note('admin-c2c', res);
          }
        }
        return seen;
      };
      while (running) {
        await decideAll();
        // A pause between rounds, as a person would take; it also lets timers and I/O callbacks run.
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      while ((await decideAll()) > 0);
    };

    const started = Date.now();
    const adminRuns = admins.map(runAdmin);
    await Promise.all(actors.map(runClient));
    running = false;
    await Promise.all(adminRuns);
    await monitor;
    const seconds = (Date.now() - started) / 1000;

    const check = await checkLedger(t.database.db);
    const summary = [...counts.entries()].sort().map(([k, v]) => `${k}: ${v}`);
    console.info(
      `ledger run (seed ${SEED}): ${clientOperations} client and ${operations - clientOperations} back-office operations in ${seconds.toFixed(1)} s, ` +
        `${check.transfers} transfers, ${check.accounts} accounts, ${samples} overdraft samples\n  ${summary.join('\n  ')}`,
    );

    expect(unexpected).toEqual([]);
    expect(replayMismatches).toEqual([]);
    expect(clientOperations).toBeGreaterThanOrEqual(2000);
    expect(worstOverdraft).toBe(0);
    expect(samples).toBeGreaterThan(0);
    expect(check).toMatchObject(SOUND);
    // Every request was decided, and its money moved the way the decision says.
    const [pending] = rowsOf<{ n: string }>(
      await t.database.db.execute(sql`
        SELECT count(*)::text AS n FROM funding_requests f
        LEFT JOIN ledger_transfers tr ON tr.id = f.transfer_id
        WHERE (f.method = 'BANK' AND f.status = 'PENDING')
           OR (f.status = 'APPROVED' AND tr.status <> 'posted')
           OR (f.status = 'REJECTED' AND f.direction = 'WITHDRAW' AND tr.status <> 'voided')
           OR (f.status = 'REJECTED' AND f.direction = 'DEPOSIT' AND f.method = 'BANK' AND f.transfer_id IS NOT NULL)`),
    );
    expect(Number(pending!.n)).toBe(0);
  }, 240_000);
});

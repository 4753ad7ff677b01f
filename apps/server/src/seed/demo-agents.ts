import { and, eq } from 'drizzle-orm';
import { decimalToMinor } from '@platform/shared';
import type { Db } from '../platform/db/client.js';
import { merchants } from '../modules/settings/settings.tables.js';
import { members } from '../modules/member/member.tables.js';
import { hashPassword } from '../modules/member/index.js';
import { Ledger } from '../modules/wallet/index.js';
import { agentContractEvents, agentContracts, agentRegisterCodes } from '../modules/agent/agent.tables.js';
import { bookGameRounds } from '../modules/game/index.js';
import { addDays, businessDay, dayStart } from '../modules/agent/index.js';
import { DEMO_PAYMENT_PASSWORD } from './demo-wallets.js';

/** Downline of the demo agent: a level-2 agent with two players, and a player of agent001 itself. */
const DOWNLINE = [
  {
    username: 'agent002',
    password: 'agent1234',
    nickname: 'Agent Lin',
    isAgent: 2,
    upline: 'agent001',
    opening: '20000.00',
  },
  {
    username: 'player003',
    password: 'demo1234',
    nickname: 'Silver Crane',
    isAgent: 0,
    upline: 'agent002',
    opening: '6000.00',
  },
  {
    username: 'player004',
    password: 'demo1234',
    nickname: 'Red Phoenix',
    isAgent: 0,
    upline: 'agent002',
    opening: '9000.00',
  },
  {
    username: 'player005',
    password: 'demo1234',
    nickname: 'Blue Carp',
    isAgent: 0,
    upline: 'agent001',
    opening: '3000.00',
  },
] as const;

export const DEMO_AGENT_ACCOUNTS = DOWNLINE.map((d) => ({
  merchant: 'demo',
  username: d.username,
  password: d.password,
}));

const DAILY = [
  { betVolume: '1000.00', activeMember: 1, rateType: 'P', rate: '0.80' },
  { betVolume: '5000.00', activeMember: 2, rateType: 'P', rate: '1.20' },
];
const DIVIDEND = [
  { minimumBet: '1000.00', netLoss: '500.00', activeMember: 1, contractRate: '10.00' },
  { minimumBet: '5000.00', netLoss: '2000.00', activeMember: 2, contractRate: '15.00' },
];

/**
 * The demo merchant's agent centre at first start: agent001's downline (agent002 with two players,
 * player005), two register codes, contracts in every state, and game rounds of the last days, all
 * booked through the ledger. The payout scheduler computes and pays the salaries and dividends of
 * the finished days on its first pass. Runs once: a database that has agent002 is left alone.
 * demo001 and demo002 are not touched.
 */
export async function seedDemoAgents(db: Db, now = new Date()): Promise<void> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  if (!merchant) return;
  const byName = async (username: string) => {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(members.username, username)));
    return row ?? null;
  };
  const top = await byName('agent001');
  if (!top || (await byName('agent002'))) return;

  const ledger = new Ledger(db);
  const ids = new Map<string, number>([['agent001', top.id]]);
  for (const d of DOWNLINE) {
    const [row] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        username: d.username,
        nickname: d.nickname,
        passwordHash: await hashPassword(d.password),
        paymentPasswordHash: await hashPassword(DEMO_PAYMENT_PASSWORD),
        isAgent: d.isAgent,
        toUpline: 1,
        uplineId: ids.get(d.upline)!,
        referralCode: `DM${d.username.slice(-3)}${d.username.length}`.toUpperCase(),
        contacts: {},
      })
      .returning();
    ids.set(d.username, row!.id);
    await ledger.transfer({
      merchantId: merchant.id,
      currency: merchant.currency,
      debit: { owner: 'house', code: 'CASH' },
      credit: { owner: 'member', memberId: row!.id, wallet: 'MAIN' },
      amount: decimalToMinor(d.opening, merchant.currency),
      kind: 'adjustment',
      idempotencyKey: `seed:opening:${row!.id}`,
      remarks: 'Opening balance',
    });
  }

  await db.insert(agentRegisterCodes).values([
    { merchantId: merchant.id, agentId: top.id, code: 'GOLDM001', accountType: 0, remark: 'Members' },
    { merchantId: merchant.id, agentId: top.id, code: 'GOLDA002', accountType: 2, remark: 'Sub-agents' },
  ]);

  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const contract = async (
    c: Omit<typeof agentContracts.$inferInsert, 'merchantId'>,
    events: [action: string, from: string | null, to: string, actor: number | null, at: Date][],
  ) => {
    const [row] = await db
      .insert(agentContracts)
      .values({ merchantId: merchant.id, ...c })
      .returning();
    await db.insert(agentContractEvents).values(
      events.map(([action, fromStatus, toStatus, actorId, createdAt]) => ({
        merchantId: merchant.id,
        contractId: row!.id,
        action,
        fromStatus,
        toStatus,
        actorId,
        createdAt,
      })),
    );
  };
  const a1 = top.id;
  const a2 = ids.get('agent002')!;
  const p5 = ids.get('player005')!;
  // The merchant's own contract with agent001 (it caps what agent001 offers without confirmation).
  await contract(
    {
      kind: 'DAILY_SALARY',
      agentId: null,
      memberId: a1,
      tiers: [{ betVolume: '1000.00', activeMember: 1, rateType: 'P', rate: '1.50' }],
      status: 'V',
      offeredAt: daysAgo(10),
      acceptedAt: daysAgo(10),
      decidedAt: daysAgo(10),
    },
    [
      ['OFFER', null, 'P', null, daysAgo(10)],
      ['A', 'P', 'V', a1, daysAgo(10)],
    ],
  );
  await contract(
    {
      kind: 'DAILY_SALARY',
      agentId: a1,
      memberId: a2,
      tiers: DAILY,
      status: 'V',
      offeredAt: daysAgo(4),
      acceptedAt: daysAgo(3),
      decidedAt: daysAgo(3),
    },
    [
      ['OFFER', null, 'P', a1, daysAgo(4)],
      ['A', 'P', 'V', a2, daysAgo(3)],
    ],
  );
  await contract(
    {
      kind: 'DIVIDEND',
      agentId: a1,
      memberId: a2,
      productType: 'ALL',
      computationPeriod: 'D',
      tiers: DIVIDEND,
      status: 'V',
      offeredAt: daysAgo(4),
      acceptedAt: daysAgo(3),
      decidedAt: daysAgo(3),
    },
    [
      ['OFFER', null, 'P', a1, daysAgo(4)],
      ['A', 'P', 'V', a2, daysAgo(3)],
    ],
  );
  await contract(
    {
      kind: 'HOUR_SALARY',
      agentId: a1,
      memberId: a2,
      tiers: [{ minimumBet: '500.00', activeMember: 1, rateType: 'F', rate: '8.00' }],
      status: 'P',
      offeredAt: daysAgo(1),
    },
    [['OFFER', null, 'P', a1, daysAgo(1)]],
  );
  await contract(
    {
      kind: 'REALTIME_SALARY',
      agentId: a1,
      memberId: a2,
      tiers: [{ betAmount: '10.00', lossRate: '0.30', winRate: '0.10' }],
      status: 'R',
      offeredAt: daysAgo(6),
      decidedAt: daysAgo(5),
    },
    [
      ['OFFER', null, 'P', a1, daysAgo(6)],
      ['R', 'P', 'R', a2, daysAgo(5)],
    ],
  );
  await contract(
    {
      kind: 'REALTIME_SALARY',
      agentId: a1,
      memberId: p5,
      tiers: [{ betAmount: '10.00', lossRate: '0.50', winRate: '0.20' }],
      status: 'E',
      offeredAt: daysAgo(9),
    },
    [
      ['OFFER', null, 'P', a1, daysAgo(9)],
      ['EXPIRE', 'P', 'E', null, daysAgo(2)],
    ],
  );

  // Finished game rounds of the last two business days (lost rounds; wins stay with real play).
  const today = businessDay(now);
  for (const [back, username, bets] of [
    [2, 'player003', ['1200.00', '800.00']],
    [2, 'player004', ['2500.00']],
    [1, 'player003', ['650.50', '349.50']],
    [1, 'player004', ['3100.00', '900.00']],
    [1, 'player005', ['420.00']],
  ] as const) {
    const day = addDays(today, -back);
    await bookGameRounds(db, ledger, {
      merchantId: merchant.id,
      currency: merchant.currency,
      memberId: ids.get(username)!,
      vendorCode: 'LOTUS',
      tag: `seed-${username}-${day}`,
      rounds: bets.map((bet, i) => ({
        bet: decimalToMinor(bet, merchant.currency),
        win: 0n,
        at: new Date(dayStart(day).getTime() + (10 + i) * 3_600_000),
      })),
    });
  }
}

import { and, eq, isNull } from 'drizzle-orm';
import { decimalToMinor, type AdminRole } from '@platform/shared';
import type { Db } from '../platform/db/client.js';
import { merchants } from '../modules/settings/settings.tables.js';
import { members } from '../modules/member/member.tables.js';
import { hashPassword } from '../modules/member/index.js';
import { Ledger } from '../modules/wallet/index.js';
import { WalletRepository } from '../modules/wallet/index.js';
import { AdminRepository } from '../modules/admin/index.js';

/**
 * Demo money: how each demo merchant runs wallets, its back-office users, and what its demo
 * members start with. Opening balances are real ledger transfers from the merchant's CASH house
 * account, keyed per member, so seeding twice never pays twice.
 */
export interface DemoWalletMerchant {
  code: string;
  isSingle: boolean;
  vendors: { code: string; typeId: number; displayName: string }[];
  /** Major units. */
  deposit: [min: number, max: number];
  withdraw: [min: number, max: number];
  admins: { username: string; password: string; displayName: string; role: AdminRole }[];
  members: Record<string, { openingBalance: string; paymentPassword: string; upline?: string }>;
}

export const DEMO_PAYMENT_PASSWORD = '123456';

export const DEMO_WALLETS: DemoWalletMerchant[] = [
  {
    code: 'demo',
    isSingle: false,
    vendors: [
      { code: 'LOTT', typeId: 1, displayName: 'Lottery Wallet' },
      { code: 'RNG', typeId: 2, displayName: 'Slots Wallet' },
      { code: 'LIVE', typeId: 3, displayName: 'Live Casino Wallet' },
    ],
    deposit: [100, 500_000],
    withdraw: [100, 200_000],
    admins: [
      { username: 'admin', password: 'admin1234', displayName: 'Golden Lotus Finance', role: 'OWNER' },
      { username: 'finance', password: 'finance1234', displayName: 'Golden Lotus Cashier', role: 'FINANCE' },
      {
        username: 'operations',
        password: 'operations1234',
        displayName: 'Golden Lotus Operations',
        role: 'OPERATIONS',
      },
      { username: 'support', password: 'support1234', displayName: 'Golden Lotus Support', role: 'SUPPORT' },
    ],
    members: {
      demo001: { openingBalance: '25000.00', paymentPassword: DEMO_PAYMENT_PASSWORD, upline: 'agent001' },
      demo002: { openingBalance: '8800.50', paymentPassword: DEMO_PAYMENT_PASSWORD, upline: 'agent001' },
      agent001: { openingBalance: '150000.00', paymentPassword: DEMO_PAYMENT_PASSWORD },
    },
  },
  {
    code: 'alpha',
    isSingle: true,
    vendors: [],
    deposit: [50_000, 500_000_000],
    withdraw: [100_000, 200_000_000],
    admins: [
      { username: 'admin', password: 'alphaadmin1', displayName: 'Alpha Play Finance', role: 'OWNER' },
    ],
    members: {
      alpha001: { openingBalance: '5000000', paymentPassword: DEMO_PAYMENT_PASSWORD },
    },
  },
];

export interface SeededAdmin {
  merchant: string;
  username: string;
  password: string;
  role: AdminRole;
}

export function demoAdmins(): SeededAdmin[] {
  return DEMO_WALLETS.flatMap((m) =>
    m.admins.map((a) => ({ merchant: m.code, username: a.username, password: a.password, role: a.role })),
  );
}

async function seedMerchantWallets(db: Db, spec: DemoWalletMerchant): Promise<void> {
  const [merchant] = await db
    .select({ id: merchants.id, currency: merchants.currency })
    .from(merchants)
    .where(eq(merchants.code, spec.code));
  if (!merchant) return;
  const { id: merchantId, currency } = merchant;
  const minor = (major: number) => decimalToMinor(major, currency);

  const wallets = new WalletRepository(db);
  // Only a merchant without settings gets the demo's; later changes are the merchant's own.
  if (!(await wallets.settings(merchantId))) {
    await wallets.saveSettings({
      merchantId,
      isSingle: spec.isSingle,
      depositMin: minor(spec.deposit[0]),
      depositMax: minor(spec.deposit[1]),
      withdrawMin: minor(spec.withdraw[0]),
      withdrawMax: minor(spec.withdraw[1]),
    });
    for (const [sort, vendor] of spec.vendors.entries())
      await wallets.saveVendor({ merchantId, sort, ...vendor });
  }

  const admins = new AdminRepository(db);
  for (const admin of spec.admins) {
    if (await admins.findUser(merchantId, admin.username)) continue;
    await admins.ensureUser({
      merchantId,
      username: admin.username,
      displayName: admin.displayName,
      role: admin.role,
      passwordHash: await hashPassword(admin.password),
    });
  }

  const ledger = new Ledger(db);
  for (const [username, setup] of Object.entries(spec.members)) {
    const [member] = await db
      .select({ id: members.id, payment: members.paymentPasswordHash, uplineId: members.uplineId })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.username, username)));
    if (!member) continue;
    if (!member.payment) {
      await db
        .update(members)
        .set({ paymentPasswordHash: await hashPassword(setup.paymentPassword) })
        .where(and(eq(members.id, member.id), isNull(members.paymentPasswordHash)));
    }
    if (setup.upline && member.uplineId === null) {
      const [upline] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.username, setup.upline)));
      if (upline) await db.update(members).set({ uplineId: upline.id }).where(eq(members.id, member.id));
    }
    await ledger.transfer({
      merchantId,
      currency,
      debit: { owner: 'house', code: 'CASH' },
      credit: { owner: 'member', memberId: member.id, wallet: 'MAIN' },
      amount: decimalToMinor(setup.openingBalance, currency),
      kind: 'adjustment',
      idempotencyKey: `seed:opening:${member.id}`,
      remarks: 'Opening balance',
    });
  }
}

/** Idempotent: safe on every start, also for a database seeded before wallets existed. */
export async function seedDemoWallets(db: Db): Promise<SeededAdmin[]> {
  for (const spec of DEMO_WALLETS) await seedMerchantWallets(db, spec);
  return demoAdmins();
}

import QRCode from 'qrcode';
import { and, eq, isNull } from 'drizzle-orm';
import { decimalToMinor, type AdminRole } from '@platform/shared';
import type { Db } from '../platform/db/client.js';
import { merchants } from '../modules/settings/settings.tables.js';
import { members } from '../modules/member/member.tables.js';
import { hashPassword } from '../modules/member/index.js';
import { Ledger } from '../modules/wallet/index.js';
import { DepositMethodRepository, TurnoverRepository, WalletRepository } from '../modules/wallet/index.js';
import { AdminRepository } from '../modules/admin/index.js';

/**
 * Demo money: how each demo merchant runs wallets, its back-office users, and what its demo
 * members start with. Opening balances are real ledger transfers from the merchant's CASH house
 * account, keyed per member, so seeding twice never pays twice.
 */
export interface DemoWalletMerchant {
  code: string;
  isSingle: boolean;
  /** Wagering before withdrawal, x100: deposits and bonuses (promotions carry their own). */
  turnoverX100?: { deposit: number; bonus: number };
  vendors: { code: string; typeId: number; displayName: string }[];
  /** Major units. */
  deposit: [min: number, max: number];
  withdraw: [min: number, max: number];
  admins: { username: string; password: string; displayName: string; role: AdminRole }[];
  members: Record<string, { openingBalance: string; paymentPassword: string; upline?: string }>;
  /** Deposit methods with the accounts members pay into; qr: the text of a QR image to show. */
  depositMethods?: DemoDepositMethod[];
}

export interface DemoDepositMethod {
  kind: 'BANK_TRANSFER' | 'QR_EWALLET' | 'C2C';
  name: string;
  names: Record<string, string>;
  /** Major units. */
  limits: [min: number, max: number];
  accounts: { bankName: string; accountName: string; accountNo: string; qr?: string }[];
}

export const DEMO_PAYMENT_PASSWORD = '123456';

export const DEMO_WALLETS: DemoWalletMerchant[] = [
  {
    code: 'demo',
    isSingle: false,
    // Deposits once, bonuses once. Seeded balances are not deposits and ask for nothing.
    turnoverX100: { deposit: 100, bonus: 100 },
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
    depositMethods: [
      {
        kind: 'BANK_TRANSFER',
        name: 'Bank Transfer',
        names: {
          CN: '银行转账',
          TW: '銀行轉帳',
          JA: '銀行振込',
          EN: 'Bank Transfer',
          TH: 'โอนผ่านธนาคาร',
          VI: 'Chuyển khoản ngân hàng',
        },
        limits: [100, 500_000],
        accounts: [
          { bankName: 'Kasikorn Bank', accountName: 'Golden Lotus Co., Ltd.', accountNo: '123-4-56789-0' },
          {
            bankName: 'Siam Commercial Bank',
            accountName: 'Golden Lotus Co., Ltd.',
            accountNo: '987-6-54321-0',
          },
        ],
      },
      {
        kind: 'QR_EWALLET',
        name: 'PromptPay QR',
        names: {
          CN: 'PromptPay 扫码',
          TW: 'PromptPay 掃碼',
          JA: 'PromptPay QR',
          EN: 'PromptPay QR',
          TH: 'พร้อมเพย์ QR',
          VI: 'Quét mã PromptPay',
        },
        limits: [100, 50_000],
        accounts: [
          {
            bankName: 'PromptPay',
            accountName: 'Golden Lotus Co., Ltd.',
            accountNo: '0105561234567',
            qr: 'promptpay:0105561234567',
          },
        ],
      },
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
    if (spec.turnoverX100) {
      await new TurnoverRepository(db).saveSettings(
        merchantId,
        spec.turnoverX100.deposit,
        spec.turnoverX100.bonus,
      );
    }
  }

  // Only a merchant without deposit methods gets the demo's.
  const methods = new DepositMethodRepository(db);
  if (spec.depositMethods && (await methods.methods(merchantId)).length === 0) {
    for (const [sort, method] of spec.depositMethods.entries()) {
      const row = await methods.insertMethod({
        merchantId,
        kind: method.kind,
        name: method.name,
        names: method.names,
        minAmount: minor(method.limits[0]),
        maxAmount: minor(method.limits[1]),
        sort,
      });
      for (const [accountSort, account] of method.accounts.entries()) {
        const qr = account.qr
          ? await QRCode.toBuffer(account.qr, { type: 'png', margin: 1, width: 240 })
          : null;
        await methods.insertAccount({
          merchantId,
          methodId: row.id,
          bankName: account.bankName,
          accountName: account.accountName,
          accountNo: account.accountNo,
          qrContentType: qr ? 'image/png' : null,
          qrImage: qr,
          sort: accountSort,
        });
      }
    }
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

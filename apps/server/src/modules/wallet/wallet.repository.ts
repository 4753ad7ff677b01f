import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { members } from '../member/index.js';
import { walletSettings, walletVendors } from './wallet.tables.js';

export type WalletSettingsRow = typeof walletSettings.$inferSelect;
export type WalletVendorRow = typeof walletVendors.$inferSelect;

/** Wallet configuration of merchants and the wallet-side facts about members. */
export class WalletRepository {
  constructor(
    private readonly db: DbOrTx,
    /** Told of every member row written here, so that cached rows go (MemberCache). */
    private readonly members: { changed(merchantId: number, id: number): Promise<void> } | null = null,
  ) {}

  async settings(merchantId: number): Promise<WalletSettingsRow | null> {
    const [row] = await this.db
      .select()
      .from(walletSettings)
      .where(eq(walletSettings.merchantId, merchantId))
      .limit(1);
    return row ?? null;
  }

  async vendors(merchantId: number): Promise<WalletVendorRow[]> {
    return this.db
      .select()
      .from(walletVendors)
      .where(and(eq(walletVendors.merchantId, merchantId), eq(walletVendors.active, true)))
      .orderBy(asc(walletVendors.sort), asc(walletVendors.typeId));
  }

  async saveSettings(row: typeof walletSettings.$inferInsert): Promise<void> {
    await this.db
      .insert(walletSettings)
      .values(row)
      .onConflictDoUpdate({
        target: walletSettings.merchantId,
        set: {
          isSingle: row.isSingle,
          depositMin: row.depositMin,
          depositMax: row.depositMax,
          withdrawMin: row.withdrawMin,
          withdrawMax: row.withdrawMax,
        },
      });
  }

  async saveVendor(row: typeof walletVendors.$inferInsert): Promise<void> {
    await this.db.insert(walletVendors).values(row).onConflictDoNothing();
  }

  /** A member of the merchant by username (any case), with what the wallet needs to know. */
  async memberByUsername(merchantId: number, username: string) {
    const [row] = await this.db
      .select({
        id: members.id,
        username: members.username,
        nickname: members.nickname,
        isAgent: members.isAgent,
        uplineId: members.uplineId,
        status: members.status,
      })
      .from(members)
      .where(
        and(eq(members.merchantId, merchantId), eq(sql`lower(${members.username})`, username.toLowerCase())),
      )
      .limit(1);
    return row ?? null;
  }

  async setPaymentPasswordHash(merchantId: number, memberId: number, hash: string): Promise<void> {
    await this.db
      .update(members)
      .set({ paymentPasswordHash: hash })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
    await this.members?.changed(merchantId, memberId);
  }
}

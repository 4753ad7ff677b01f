import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { memberBankCards } from './wallet.tables.js';

export type BankCardRow = typeof memberBankCards.$inferSelect;

/** Members' bound withdrawal accounts. */
export class BankCardRepository {
  constructor(private readonly db: DbOrTx) {}

  async find(merchantId: number, memberId: number): Promise<BankCardRow | null> {
    const [row] = await this.db
      .select()
      .from(memberBankCards)
      .where(and(eq(memberBankCards.memberId, memberId), eq(memberBankCards.merchantId, merchantId)))
      .limit(1);
    return row ?? null;
  }

  async save(row: Omit<BankCardRow, 'updatedAt'>, at: Date): Promise<BankCardRow> {
    const [saved] = await this.db
      .insert(memberBankCards)
      .values({ ...row, updatedAt: at })
      .onConflictDoUpdate({
        target: memberBankCards.memberId,
        set: {
          bankName: row.bankName,
          accountNo: row.accountNo,
          accountName: row.accountName,
          updatedAt: at,
        },
      })
      .returning();
    return saved!;
  }
}

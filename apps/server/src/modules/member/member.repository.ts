import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { members } from './member.tables.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export class MemberRepository {
  constructor(private readonly db: Db) {}

  async findByUsername(merchantId: number, username: string): Promise<MemberRow | null> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(
        and(eq(members.merchantId, merchantId), eq(sql`lower(${members.username})`, username.toLowerCase())),
      )
      .limit(1);
    return row ?? null;
  }

  async findById(merchantId: number, id: number): Promise<MemberRow | null> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
      .limit(1);
    return row ?? null;
  }

  async insert(member: NewMember): Promise<MemberRow> {
    const [row] = await this.db.insert(members).values(member).returning();
    return row!;
  }

  async touchLastLogin(merchantId: number, id: number, at: Date): Promise<void> {
    await this.db
      .update(members)
      .set({ lastLoginAt: at })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
  }
}

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { memberIdentities, members, type PasswordKind } from './member.tables.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type IdentityProvider = 'telegram' | 'firebase';

/** isAgent values of agents, whose affiliate codes new members may register under. */
const AGENT_TYPES = [1, 2];

/** Name of the unique constraint a failed insert hit, whichever driver raised it. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    e = candidate.cause;
  }
  return null;
}

export class MemberRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Runs work against one transaction: a member and what is bound to it are stored together or not at all. */
  transaction<T>(work: (repository: MemberRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction((tx) => work(new MemberRepository(tx)));
  }

  async findByUsername(merchantId: number, username: string): Promise<MemberRow | null> {
    return this.findOne(merchantId, eq(sql`lower(${members.username})`, username.toLowerCase()));
  }

  async findById(merchantId: number, id: number): Promise<MemberRow | null> {
    return this.findOne(merchantId, eq(members.id, id));
  }

  async findByMobile(merchantId: number, mobileNo: string): Promise<MemberRow | null> {
    return this.findOne(merchantId, eq(members.mobileNo, mobileNo));
  }

  async findByEmail(merchantId: number, email: string): Promise<MemberRow | null> {
    return this.findOne(merchantId, eq(sql`lower(${members.email})`, email.toLowerCase()));
  }

  async findAgentByAffiliateCode(merchantId: number, code: string): Promise<MemberRow | null> {
    return this.findOne(
      merchantId,
      eq(members.affiliateCode, code.toUpperCase()),
      inArray(members.isAgent, AGENT_TYPES),
      eq(members.status, 'A'),
    );
  }

  async findByReferralCode(merchantId: number, code: string): Promise<MemberRow | null> {
    return this.findOne(merchantId, eq(members.referralCode, code.toUpperCase()), eq(members.status, 'A'));
  }

  /** One member of the merchant matching every condition; the merchant is always part of the filter. */
  private async findOne(merchantId: number, ...conditions: SQL[]): Promise<MemberRow | null> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), ...conditions))
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

  async updatePassword(merchantId: number, id: number, hash: string, kind: PasswordKind, at: Date) {
    await this.db
      .update(members)
      .set({ passwordHash: hash, passwordKind: kind, passwordChangedAt: at })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
  }

  async setAvatar(merchantId: number, id: number, avatar: number): Promise<void> {
    await this.db
      .update(members)
      .set({ avatar })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
  }

  async setLanguage(merchantId: number, id: number, language: string): Promise<void> {
    await this.db
      .update(members)
      .set({ language })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
  }

  async findByIdentity(
    merchantId: number,
    provider: IdentityProvider,
    subject: string,
  ): Promise<MemberRow | null> {
    const [row] = await this.db
      .select({ member: members })
      .from(memberIdentities)
      .innerJoin(members, eq(members.id, memberIdentities.memberId))
      .where(
        and(
          eq(memberIdentities.merchantId, merchantId),
          eq(memberIdentities.provider, provider),
          eq(memberIdentities.subject, subject),
          eq(members.merchantId, merchantId),
        ),
      )
      .limit(1);
    return row?.member ?? null;
  }

  /** Binds the sign-in to the member; answers the member it is bound to (another one when taken). */
  async bindIdentity(
    merchantId: number,
    provider: IdentityProvider,
    subject: string,
    memberId: number,
  ): Promise<number> {
    await this.db
      .insert(memberIdentities)
      .values({ merchantId, provider, subject, memberId })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ memberId: memberIdentities.memberId })
      .from(memberIdentities)
      .where(
        and(
          eq(memberIdentities.merchantId, merchantId),
          eq(memberIdentities.provider, provider),
          eq(memberIdentities.subject, subject),
        ),
      )
      .limit(1);
    return row!.memberId;
  }
}

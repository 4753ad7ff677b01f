import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { MemberCache } from './member-cache.js';
import { memberIdentities, members, type MemberContacts, type PasswordKind } from './member.tables.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type IdentityProvider = 'telegram' | 'firebase';

/** isAgent values of agents, whose affiliate codes new members may register under. */
const AGENT_TYPES = [1, 2];

/** The back office's member search: text in the account, nickname or mobile (or the id), and the status. */
export interface MemberSearch {
  q?: string;
  status?: 'ACTIVE' | 'LOCKED';
}

/** A member with the username of its upline agent. */
export interface MemberWithUpline {
  member: MemberRow;
  upline: string | null;
}

const upline = alias(members, 'upline');

/** Escapes LIKE wildcards so a search term matches literally. */
function literal(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

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
  constructor(
    private readonly db: DbOrTx,
    /** Rows by id in memory; without one every read goes to the database. */
    private readonly cache: MemberCache | null = null,
  ) {}

  /** Runs work against one transaction: a member and what is bound to it are stored together or not at all. */
  transaction<T>(work: (repository: MemberRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction((tx) => work(new MemberRepository(tx, this.cache)));
  }

  /** Every write of a member row ends with this, so that no node keeps serving the old row. */
  private async changed(merchantId: number, id: number): Promise<void> {
    await this.cache?.changed(merchantId, id);
  }

  async findByUsername(merchantId: number, username: string): Promise<MemberRow | null> {
    return this.findOne(merchantId, eq(sql`lower(${members.username})`, username.toLowerCase()));
  }

  /** fresh: from the database whatever memory holds, refreshing it. */
  async findById(
    merchantId: number,
    id: number,
    options: { fresh?: boolean } = {},
  ): Promise<MemberRow | null> {
    const load = async () => {
      const row = await this.findOne(merchantId, eq(members.id, id));
      return { value: row, keep: row !== null };
    };
    if (!this.cache) return (await load()).value;
    return this.cache.entries.get(MemberCache.key(merchantId, id), load, options);
  }

  /** findById() from memory alone: undefined when memory does not hold the row (then ask findById()). */
  cachedById(merchantId: number, id: number): MemberRow | null | undefined {
    return this.cache?.entries.peek(MemberCache.key(merchantId, id));
  }

  /**
   * Locks the member's row until the transaction ends: work that reads the member's history and
   * then pays from it (a rebate claim) runs one at a time per member.
   */
  async lock(merchantId: number, id: number): Promise<void> {
    await this.db.execute(
      sql`SELECT id FROM members WHERE id = ${id} AND merchant_id = ${merchantId} FOR UPDATE`,
    );
  }

  /** The latest members this member referred, newest first. */
  async referrals(merchantId: number, referrerId: number, limit: number) {
    return this.db
      .select({ id: members.id, username: members.username, createdAt: members.createdAt })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.referrerId, referrerId)))
      .orderBy(desc(members.id))
      .limit(limit);
  }

  /** How many members this member referred. */
  async referralCount(merchantId: number, referrerId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.referrerId, referrerId)));
    return row?.n ?? 0;
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

  /** A page of the merchant's members matching the search, newest first. */
  async search(
    merchantId: number,
    filter: MemberSearch,
    page: number,
    size: number,
  ): Promise<{ rows: MemberWithUpline[]; total: number }> {
    const conditions: (SQL | undefined)[] = [eq(members.merchantId, merchantId)];
    if (filter.status === 'ACTIVE') conditions.push(eq(members.status, 'A'));
    if (filter.status === 'LOCKED') conditions.push(ne(members.status, 'A'));
    if (filter.q) {
      const like = `%${literal(filter.q)}%`;
      const byText = [
        ilike(members.username, like),
        ilike(members.nickname, like),
        ilike(members.mobileNo, like),
      ];
      const id = /^\d{1,15}$/.test(filter.q) ? Number(filter.q) : null;
      conditions.push(or(...byText, ...(id !== null ? [eq(members.id, id)] : [])));
    }
    const where = and(...conditions);
    const rows = await this.db
      .select({ member: members, upline: upline.username })
      .from(members)
      .leftJoin(upline, and(eq(upline.id, members.uplineId), eq(upline.merchantId, members.merchantId)))
      .where(where)
      .orderBy(desc(members.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(members).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async findWithUpline(merchantId: number, id: number): Promise<MemberWithUpline | null> {
    const [row] = await this.db
      .select({ member: members, upline: upline.username })
      .from(members)
      .leftJoin(upline, and(eq(upline.id, members.uplineId), eq(upline.merchantId, members.merchantId)))
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
      .limit(1);
    return row ?? null;
  }

  /** A for active, L for locked; false when the merchant has no such member. */
  async setStatus(merchantId: number, id: number, status: 'A' | 'L'): Promise<boolean> {
    const rows = await this.db
      .update(members)
      .set({ status })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
      .returning({ id: members.id });
    await this.changed(merchantId, id);
    return rows.length > 0;
  }

  /**
   * Makes a direct downline member of the upline an agent of the given level; false when the
   * member is not that upline's, not active, or already an agent.
   */
  async promoteToAgent(merchantId: number, id: number, uplineId: number, isAgent: number): Promise<boolean> {
    const rows = await this.db
      .update(members)
      .set({ isAgent })
      .where(
        and(
          eq(members.merchantId, merchantId),
          eq(members.id, id),
          eq(members.uplineId, uplineId),
          eq(members.isAgent, 0),
          eq(members.status, 'A'),
        ),
      )
      .returning({ id: members.id });
    await this.changed(merchantId, id);
    return rows.length > 0;
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
    await this.changed(merchantId, id);
  }

  async updatePassword(merchantId: number, id: number, hash: string, kind: PasswordKind, at: Date) {
    await this.db
      .update(members)
      .set({ passwordHash: hash, passwordKind: kind, passwordChangedAt: at })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
    await this.changed(merchantId, id);
  }

  async setAvatar(merchantId: number, id: number, avatar: number): Promise<void> {
    await this.db
      .update(members)
      .set({ avatar })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
    await this.changed(merchantId, id);
  }

  async setProfile(
    merchantId: number,
    id: number,
    change: { nickname?: string; contacts: MemberContacts },
  ): Promise<void> {
    await this.db
      .update(members)
      .set({
        ...(change.nickname === undefined ? {} : { nickname: change.nickname }),
        contacts: change.contacts,
      })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
    await this.changed(merchantId, id);
  }

  async setLanguage(merchantId: number, id: number, language: string): Promise<void> {
    await this.db
      .update(members)
      .set({ language })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
    await this.changed(merchantId, id);
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

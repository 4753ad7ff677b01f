import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { loginChallenges, memberTwoFactor, platformSecrets, rateCounters } from './security.tables.js';

export class SecretRepository {
  constructor(private readonly db: Db) {}

  async find(name: string): Promise<string | null> {
    const [row] = await this.db
      .select({ secretHex: platformSecrets.secretHex })
      .from(platformSecrets)
      .where(eq(platformSecrets.name, name))
      .limit(1);
    return row?.secretHex ?? null;
  }

  async insertIfAbsent(name: string, secretHex: string): Promise<void> {
    await this.db.insert(platformSecrets).values({ name, secretHex }).onConflictDoNothing();
  }
}

export class RateCounterRepository {
  constructor(private readonly db: Db) {}

  /** One statement, so concurrent hits on several nodes never lose a count. */
  async hit(merchantId: number, scope: string, key: string, windowMs: number, now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - windowMs).toISOString();
    const at = now.toISOString();
    const expired = sql`${rateCounters.windowStart} <= ${cutoff}::timestamptz`;
    const [row] = await this.db
      .insert(rateCounters)
      .values({ merchantId, scope, key, count: 1, windowStart: now })
      .onConflictDoUpdate({
        target: [rateCounters.merchantId, rateCounters.scope, rateCounters.key],
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateCounters.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${at}::timestamptz ELSE ${rateCounters.windowStart} END`,
        },
      })
      .returning({ count: rateCounters.count });
    return row!.count;
  }

  async current(merchantId: number, scope: string, key: string, windowMs: number, now: Date) {
    const [row] = await this.db
      .select({ count: rateCounters.count })
      .from(rateCounters)
      .where(
        and(
          eq(rateCounters.merchantId, merchantId),
          eq(rateCounters.scope, scope),
          eq(rateCounters.key, key),
          gt(rateCounters.windowStart, new Date(now.getTime() - windowMs)),
        ),
      )
      .limit(1);
    return row?.count ?? 0;
  }

  /** Rows whose window ended long ago carry no information any more. */
  async deleteStale(before: Date): Promise<void> {
    await this.db.delete(rateCounters).where(lt(rateCounters.windowStart, before));
  }

  async reset(merchantId: number, scope: string, key: string): Promise<void> {
    await this.db
      .delete(rateCounters)
      .where(
        and(
          eq(rateCounters.merchantId, merchantId),
          eq(rateCounters.scope, scope),
          eq(rateCounters.key, key),
        ),
      );
  }
}

export type TwoFactorRow = typeof memberTwoFactor.$inferSelect;

export class TwoFactorRepository {
  constructor(private readonly db: Db) {}

  async find(merchantId: number, memberId: number): Promise<TwoFactorRow | null> {
    const [row] = await this.db
      .select()
      .from(memberTwoFactor)
      .where(and(eq(memberTwoFactor.merchantId, merchantId), eq(memberTwoFactor.memberId, memberId)))
      .limit(1);
    return row ?? null;
  }

  async savePending(merchantId: number, memberId: number, sealedSecret: string, at: Date): Promise<void> {
    await this.db
      .insert(memberTwoFactor)
      .values({ merchantId, memberId, totpPendingSecret: sealedSecret, totpPendingAt: at })
      .onConflictDoUpdate({
        target: memberTwoFactor.memberId,
        set: { totpPendingSecret: sealedSecret, totpPendingAt: at },
        where: eq(memberTwoFactor.merchantId, merchantId),
      });
  }

  /** Turns the pending secret into the active one; false when another request got there first. */
  async enable(merchantId: number, memberId: number, sealedSecret: string, step: number, at: Date) {
    const rows = await this.db
      .update(memberTwoFactor)
      .set({
        totpSecret: sealedSecret,
        totpEnabledAt: at,
        totpPendingSecret: null,
        totpPendingAt: null,
        totpLastStep: step,
      })
      .where(
        and(
          eq(memberTwoFactor.merchantId, merchantId),
          eq(memberTwoFactor.memberId, memberId),
          eq(memberTwoFactor.totpPendingSecret, sealedSecret),
          isNull(memberTwoFactor.totpEnabledAt),
        ),
      )
      .returning({ memberId: memberTwoFactor.memberId });
    return rows.length === 1;
  }

  async disable(merchantId: number, memberId: number): Promise<void> {
    await this.db
      .update(memberTwoFactor)
      .set({ totpSecret: null, totpEnabledAt: null, totpPendingSecret: null, totpPendingAt: null })
      .where(and(eq(memberTwoFactor.merchantId, merchantId), eq(memberTwoFactor.memberId, memberId)));
  }

  /** Records the time step of an accepted code; false when that step (or a later one) was used already. */
  async useStep(merchantId: number, memberId: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(memberTwoFactor)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(memberTwoFactor.merchantId, merchantId),
          eq(memberTwoFactor.memberId, memberId),
          or(isNull(memberTwoFactor.totpLastStep), lt(memberTwoFactor.totpLastStep, step)),
        ),
      )
      .returning({ memberId: memberTwoFactor.memberId });
    return rows.length === 1;
  }

  async setRequired(
    merchantId: number,
    memberId: number,
    required: { sms?: boolean; email?: boolean; payeeName?: boolean },
  ): Promise<void> {
    const set = {
      ...(required.sms === undefined ? {} : { smsRequired: required.sms }),
      ...(required.email === undefined ? {} : { emailRequired: required.email }),
      ...(required.payeeName === undefined ? {} : { payeeNameRequired: required.payeeName }),
    };
    if (Object.keys(set).length === 0) return;
    await this.db
      .insert(memberTwoFactor)
      .values({ merchantId, memberId, ...set })
      .onConflictDoUpdate({ target: memberTwoFactor.memberId, set });
  }
}

export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

export class LoginChallengeRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof loginChallenges.$inferInsert): Promise<void> {
    await this.db.insert(loginChallenges).values(row);
  }

  async findLive(merchantId: number, ticketHash: string, now: Date): Promise<LoginChallengeRow | null> {
    const [row] = await this.db
      .select()
      .from(loginChallenges)
      .where(
        and(
          eq(loginChallenges.merchantId, merchantId),
          eq(loginChallenges.ticketHash, ticketHash),
          isNull(loginChallenges.consumedAt),
          gt(loginChallenges.expiresAt, now),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Counts a wrong answer; answers the attempts made so far. */
  async addAttempt(merchantId: number, id: number): Promise<number> {
    const [row] = await this.db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(and(eq(loginChallenges.merchantId, merchantId), eq(loginChallenges.id, id)))
      .returning({ attempts: loginChallenges.attempts });
    return row?.attempts ?? Number.MAX_SAFE_INTEGER;
  }

  /** Marks the challenge used; false when it was used (or burnt) already. */
  async consume(merchantId: number, id: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(loginChallenges)
      .set({ consumedAt: at })
      .where(
        and(
          eq(loginChallenges.merchantId, merchantId),
          eq(loginChallenges.id, id),
          isNull(loginChallenges.consumedAt),
        ),
      )
      .returning({ id: loginChallenges.id });
    return rows.length === 1;
  }
}

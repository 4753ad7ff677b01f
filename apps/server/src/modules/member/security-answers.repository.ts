import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { memberSecurityAnswers } from './member.tables.js';

export type SecurityAnswerRow = typeof memberSecurityAnswers.$inferSelect;

/** Members' hashed security answers. */
export class SecurityAnswerRepository {
  constructor(private readonly db: DbOrTx) {}

  async of(merchantId: number, memberId: number): Promise<SecurityAnswerRow[]> {
    return this.db
      .select()
      .from(memberSecurityAnswers)
      .where(
        and(eq(memberSecurityAnswers.memberId, memberId), eq(memberSecurityAnswers.merchantId, merchantId)),
      )
      .orderBy(asc(memberSecurityAnswers.questionId));
  }

  /** Replaces every answer of the member at once. */
  async replace(
    merchantId: number,
    memberId: number,
    answers: { questionId: number; answerHash: string }[],
    at: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(memberSecurityAnswers)
        .where(
          and(eq(memberSecurityAnswers.memberId, memberId), eq(memberSecurityAnswers.merchantId, merchantId)),
        );
      await tx
        .insert(memberSecurityAnswers)
        .values(answers.map((a) => ({ ...a, memberId, merchantId, updatedAt: at })));
    });
  }
}

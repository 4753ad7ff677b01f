import {
  SECURITY_QUESTIONS,
  type CheckSecurityAnswersRequest,
  type LanguageCode,
  type SetSecurityAnswersRequest,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { Throttle } from '../security/index.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { MemberRepository } from './member.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SecurityAnswerRepository } from './security-answers.repository.js';

/** Wrong answers (or login passwords when setting them) a member may give per window. */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const SCOPE = 'security_answer';

/** Answers are compared without regard to case, surrounding or repeated spaces. */
function normalised(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Security questions: the platform's questions, the ones a member answered, setting them (proved
 * by the login password) and checking them. Wrong attempts are counted per member across nodes.
 */
export class SecurityQuestionService {
  constructor(
    private readonly deps: {
      members: MemberRepository;
      answers: SecurityAnswerRepository;
      throttle: Throttle;
      now?: () => Date;
    },
  ) {}

  questions(language: LanguageCode) {
    return SECURITY_QUESTIONS.map((q) => ({ questionId: q.id, question: q.text[language] }));
  }

  async answered(merchant: MerchantContext, session: SessionContext, language: LanguageCode) {
    await this.member(merchant, session);
    const rows = await this.deps.answers.of(merchant.id, session.memberId);
    const ids = new Set(rows.map((r) => r.questionId));
    return this.questions(language).filter((q) => ids.has(q.questionId));
  }

  async set(merchant: MerchantContext, session: SessionContext, input: SetSecurityAnswersRequest) {
    const member = await this.member(merchant, session);
    const ids = input.questions.map((q) => q.questionId);
    if (new Set(ids).size !== ids.length || !ids.every((id) => SECURITY_QUESTIONS.some((q) => q.id === id))) {
      throw new AppError('security.question.invalid');
    }
    if (!input.password) throw new AppError('not_empty', undefined, { field: 'password' });
    await this.guarded(
      merchant,
      member.id,
      () => verifyPassword(member.passwordHash, input.password!),
      'old.password.incorrect',
    );
    const hashed = await Promise.all(
      input.questions.map(async (q) => ({
        questionId: q.questionId,
        answerHash: await hashPassword(normalised(q.answer)),
      })),
    );
    await this.deps.answers.replace(merchant.id, member.id, hashed, (this.deps.now ?? (() => new Date()))());
    return { verified: true as const };
  }

  async check(merchant: MerchantContext, session: SessionContext, input: CheckSecurityAnswersRequest) {
    const member = await this.member(merchant, session);
    const stored = new Map(
      (await this.deps.answers.of(merchant.id, member.id)).map((r) => [r.questionId, r.answerHash]),
    );
    if (stored.size === 0) throw new AppError('security.answers.not.set');
    await this.guarded(
      merchant,
      member.id,
      async () => {
        let all = true;
        // Every answer is hashed, right or wrong, so the time taken tells nothing.
        for (const q of input.questions) {
          const hash = stored.get(q.questionId);
          const ok = hash ? await verifyPassword(hash, normalised(q.answer)) : false;
          all &&= ok;
        }
        return all && new Set(input.questions.map((q) => q.questionId)).size === input.questions.length;
      },
      'security.answer.incorrect',
    );
    return { verified: true as const };
  }

  private async member(merchant: MerchantContext, session: SessionContext) {
    const member = await this.deps.members.findById(merchant.id, session.memberId);
    if (!member || member.status !== 'A') throw new AppError('user.or.token.invalid');
    return member;
  }

  private async guarded(
    merchant: MerchantContext,
    memberId: number,
    attempt: () => Promise<boolean>,
    wrong: 'security.answer.incorrect' | 'old.password.incorrect',
  ): Promise<void> {
    const key = String(memberId);
    if ((await this.deps.throttle.count(merchant, SCOPE, key, WINDOW_MS)) >= MAX_FAILURES) {
      throw new AppError('security.answer.locked');
    }
    if (await attempt()) return;
    await this.deps.throttle.hit(merchant, SCOPE, key, WINDOW_MS);
    throw new AppError(wrong);
  }
}

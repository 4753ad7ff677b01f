import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { MULTIPLE_MAX } from '../lottery-rules.js';
import { amountInput } from './wallet.js';
import { adminPageOf } from './admin.js';
import { pageQuery } from './account.js';

export * from '../lottery-liability.js';

/**
 * House risk controls of the lottery (/admin/api/lottery/limits, /liability): stake limits,
 * payout caps and the per-outcome liability cap, per merchant, game and play type, and a
 * member's own tighter limits. Amounts are decimal strings in the merchant's currency; null
 * leaves a limit to the wider rule (play type, then game, then the merchant's default).
 */

export const LIABILITY_MODES = ['refuse', 'cut'] as const;
export type LiabilityMode = (typeof LIABILITY_MODES)[number];

/** The real-time topic of the merchant's operators on which liability alerts arrive. */
export const ADMIN_RISK_TOPIC = '/topic/admin/lottery-risk';

/** Payload of LOTTERY_RISK_ALERT: an issue's worst outcome passed the alert threshold. */
export interface LotteryRiskAlert {
  /** The stored alert (GET /admin/api/lottery/alerts), acknowledged by an operator there. */
  id: number;
  createdAt: number;
  gameCode: string;
  numero: string;
  outcome: string;
  liability: string;
  cap: string;
  percent: number;
}

const adminId = lazySchema(() => z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const optionalAmount = lazySchema(() => amountInput.nullable().default(null));
const playTypeCode = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{1,32}$/),
);

/** One limits row: the merchant's default (no game), a game's, or a play type's of a game. */
export const lotteryLimitValue = lazySchema(() =>
  z.object({
    gameId: z.number().nullable(),
    gameCode: z.string().nullable(),
    playType: z.string().nullable(),
    minStake: z.string().nullable(),
    maxStake: z.string().nullable(),
    maxMultiple: z.number().nullable(),
    maxOrderPayout: z.string().nullable(),
    maxMemberIssuePayout: z.string().nullable(),
    /** The per-outcome liability cap of each open issue (game rows and the default only). */
    liabilityCap: z.string().nullable(),
    liabilityMode: z.enum(LIABILITY_MODES),
    /** Operators are alerted when an outcome's liability reaches this share of the cap. */
    alertPercent: z.number(),
  }),
);
export type LotteryLimit = z.infer<typeof lotteryLimitValue>;

export const lotteryLimitListValue = lazySchema(() => z.object({ list: z.array(lotteryLimitValue) }));

export const lotteryLimitUpdate = lazySchema(() =>
  z.object({
    // Named even for the merchant-wide row (null): an empty body must not clear the merchant's limits.
    gameId: adminId.nullable(),
    playType: playTypeCode.nullable().default(null),
    minStake: optionalAmount,
    maxStake: optionalAmount,
    maxMultiple: z.number().int().min(1).max(MULTIPLE_MAX).nullable().default(null),
    maxOrderPayout: optionalAmount,
    maxMemberIssuePayout: optionalAmount,
    liabilityCap: optionalAmount,
    liabilityMode: z.enum(LIABILITY_MODES).default('refuse'),
    alertPercent: z.number().int().min(1).max(100).default(80),
  }),
);
export type LotteryLimitUpdate = z.input<typeof lotteryLimitUpdate>;

/** A member's own limits: each may only tighten the merchant's. */
export const memberLotteryLimitValue = lazySchema(() =>
  z.object({
    memberId: z.number(),
    maxStake: z.string().nullable(),
    maxMultiple: z.number().nullable(),
    maxOrderPayout: z.string().nullable(),
    maxMemberIssuePayout: z.string().nullable(),
  }),
);
export type MemberLotteryLimit = z.infer<typeof memberLotteryLimitValue>;

/** Every limit named (null lifts it), so an empty body cannot lift a member's limits by accident. */
export const memberLotteryLimitUpdate = lazySchema(() =>
  z.object({
    maxStake: amountInput.nullable(),
    maxMultiple: z.number().int().min(1).max(MULTIPLE_MAX).nullable(),
    maxOrderPayout: amountInput.nullable(),
    maxMemberIssuePayout: amountInput.nullable(),
  }),
);
export type MemberLotteryLimitUpdate = z.input<typeof memberLotteryLimitUpdate>;

export const memberIdParam = lazySchema(() => z.object({ memberId: adminId }));

/** The live liability of the merchant's open issues that took bets, worst first. */
export const lotteryLiabilityValue = lazySchema(() =>
  z.object({
    issues: z.array(
      z.object({
        issueId: z.number(),
        gameCode: z.string(),
        gameName: z.string(),
        numero: z.string(),
        drawTime: z.number(),
        cap: z.string().nullable(),
        totalStake: z.string(),
        bets: z.number(),
        worst: z.string(),
        /** worst / cap in percent (0 without a cap). */
        worstPercent: z.number(),
        outcomes: z.array(z.object({ outcome: z.string(), liability: z.string() })),
        numbers: z.array(z.object({ number: z.string(), liability: z.string() })),
      }),
    ),
  }),
);
export type LotteryLiability = z.infer<typeof lotteryLiabilityValue>;

/** A stored liability alert, as listed in the back office, with who acknowledged it. */
export const lotteryRiskAlertValue = lazySchema(() =>
  z.object({
    id: z.number(),
    createdAt: z.number(),
    gameCode: z.string(),
    numero: z.string(),
    outcome: z.string(),
    liability: z.string(),
    cap: z.string(),
    percent: z.number(),
    acknowledgedAt: z.number().nullable(),
    acknowledgedBy: z.string().nullable(),
  }),
);
export type StoredLotteryRiskAlert = z.infer<typeof lotteryRiskAlertValue>;

/** The merchant's alerts, newest first; `open` keeps those not acknowledged yet. */
export const lotteryRiskAlertsQuery = lazySchema(() =>
  pageQuery.extend({
    open: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
  }),
);
export type LotteryRiskAlertsQuery = z.input<typeof lotteryRiskAlertsQuery>;

export const lotteryRiskAlertPageValue = lazySchema(() => adminPageOf(lotteryRiskAlertValue));
export type LotteryRiskAlertPage = z.infer<typeof lotteryRiskAlertPageValue>;

import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { pageQuery } from './account.js';
import { PROOF_IMAGE_MAX_BYTES, REMARK_MAX_LENGTH, idempotencyKey, pagedValue } from './wallet.js';
import { contentTextsSchema } from './content-texts.js';

/**
 * Promotions, the rewards centre (sign-in, newbie and rescue tasks, missions), manual rebate,
 * bonus details, the referral program and VIP labels.
 *
 * Paths: named relay calls answer under /wps/relay/MCSFE_<name>; the rest under /wps/promotion/...
 * The merchant's back office answers under /admin/api/promotions/... All answers are in the
 * /wps envelope. Amounts are decimal strings in major units; times are epoch milliseconds.
 */

export const PROMOTION_TYPES = [
  'MANUAL',
  'RAFFLE',
  'TICKET',
  'REGISTER',
  'LOGIN',
  'SAVIOR',
  'MISSION_MANUAL',
  'MISSION',
  'REFERRAL',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/**
 * How a reward of each type reaches the member:
 * - apply: the member applies (remark / images as the promotion asks), the merchant approves.
 * - claim: the member claims once the server has checked the rule from real activity.
 * - code: the member enters the promotion's promo code (TICKET).
 */
export const PROMOTION_FLOW: Record<PromotionType, 'apply' | 'claim' | 'code'> = {
  MANUAL: 'apply',
  MISSION_MANUAL: 'apply',
  REGISTER: 'claim',
  LOGIN: 'claim',
  SAVIOR: 'claim',
  MISSION: 'claim',
  REFERRAL: 'claim',
  RAFFLE: 'claim',
  TICKET: 'code',
};

/** Apply-reward limits. */
export const PROMOTION_IMAGE_MAX_BYTES = PROOF_IMAGE_MAX_BYTES;
export const PROMOTION_MAX_IMAGES = 3;
export const PROMOTION_REMARK_MAX_LENGTH = REMARK_MAX_LENGTH;

export type YesNo = 'Y' | 'N';
export const APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const id = lazySchema(() => z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const epochMs = lazySchema(() => z.coerce.number().int().min(0).max(8_640_000_000_000_000));

// ---- Promotions ---------------------------------------------------------------------------------

const yesNo = lazySchema(() => z.enum(['Y', 'N']));

export const promotionImageValue = lazySchema(() => z.object({ imageId: z.number(), url: z.string() }));
export type PromotionImage = z.infer<typeof promotionImageValue>;

/** A promotion as the member sees it. content is sanitised HTML (no script, style, on* or javascript:). */
export const promotionValue = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    content: z.string(),
    startDate: z.number(),
    /** startDate as yyyy-MM-dd in the merchant's time zone. */
    startDateStr: z.string(),
    endDate: z.number().nullable(),
    announcementImages: z.array(promotionImageValue),
    promotionType: z.enum(PROMOTION_TYPES),
    /** Internal route the go-to button opens (e.g. /lottery), or null. */
    redirect: z.string().nullable(),
    externalLink: z.string().nullable(),
    linkedPromotionId: z.number().nullable(),
    remarkRequired: yesNo,
    imageRequired: yesNo,
    categoryId: z.number().nullable(),
    /** The bonus this promotion pays (fixed amount; rate-based types show their cap). */
    bonusAmount: z.string(),
    /** Turnover the bonus must be wagered: bonus x this multiplier. */
    turnoverMultiplier: z.number(),
    /** The logged-in member's latest application, or null (also for visitors). */
    applyStatus: z.enum(APPLICATION_STATUSES).nullable(),
  }),
);
export type Promotion = z.infer<typeof promotionValue>;

/** GET /wps/promotion/list (login optional): active promotions, newest first. */
export const promotionListQuery = lazySchema(() =>
  pageQuery.extend({
    categoryId: id.nullish(),
    promotionType: z.enum(PROMOTION_TYPES).nullish(),
  }),
);
export const promotionPageValue = lazySchema(() => pagedValue(promotionValue));
export type PromotionPage = z.infer<typeof promotionPageValue>;

/** GET /wps/promotion/:id (login optional): one active promotion. */
export const promotionIdParam = lazySchema(() => z.object({ id }));

/** GET /wps/relay/MCSFE_getPromotionCategories: categories with the count of active promotions. */
export const promotionCategoryValue = lazySchema(() =>
  z.object({
    categoryId: z.number(),
    name: z.string(),
    count: z.number(),
  }),
);
export type PromotionCategory = z.infer<typeof promotionCategoryValue>;
export const promotionCategoryListValue = lazySchema(() => z.array(promotionCategoryValue));

/**
 * GET /wps/relay/MCSFE_getAvailablePromotions (login): per type, how many active promotions the
 * member can still take part in, and whether the type is enabled for the merchant.
 * GET /wps/relay/MCSFE_getMerchantAvailablePromotions (login optional): the same per merchant.
 */
export const availablePromotionValue = lazySchema(() =>
  z.object({
    promotionType: z.enum(PROMOTION_TYPES),
    count: z.number(),
    enabled: z.boolean(),
  }),
);
export type AvailablePromotion = z.infer<typeof availablePromotionValue>;
export const availablePromotionListValue = lazySchema(() => z.array(availablePromotionValue));

/**
 * POST /wps/relay/MCSFE_getSignUpRequestReward, multipart/form-data (or JSON with base64
 * pictures): fields promotionId, remarks; up to 3 files named pictures (jpg/png, <= 5 MB each,
 * checked by content). Errors: activity_apply_remark_limit1 (remark required / > 140),
 * activity_apply_remark_limit2 (image required or not jpg/png), limit3 (> 5 MB), limit4 (> 3).
 * Answers the application, PENDING.
 */
export const signUpRewardRequest = lazySchema(() =>
  z.object({
    promotionId: id,
    remarks: z.string().max(10_000).nullish(),
    /** JSON bodies only: base64 images or data: URLs. */
    pictures: z.array(z.string().max(8_000_000)).max(10).nullish(),
  }),
);
export const promotionApplicationValue = lazySchema(() =>
  z.object({
    applicationId: z.number(),
    promotionId: z.number(),
    title: z.string(),
    promotionType: z.enum(PROMOTION_TYPES),
    status: z.enum(APPLICATION_STATUSES),
    remarks: z.string().nullable(),
    imageCount: z.number(),
    /** Paid on approval. */
    bonusAmount: z.string(),
    decisionRemarks: z.string().nullable(),
    createdAt: z.number(),
    decidedAt: z.number().nullable(),
  }),
);
export type PromotionApplication = z.infer<typeof promotionApplicationValue>;

/** GET /wps/relay/MCSFE_getClaimList (login): the member's applications and claims, newest first. */
export const claimListQuery = lazySchema(() =>
  pageQuery.extend({ status: z.enum(APPLICATION_STATUSES).nullish() }),
);
export const claimListPageValue = lazySchema(() => pagedValue(promotionApplicationValue));
export type ClaimListPage = z.infer<typeof claimListPageValue>;

/** POST /wps/relay/MCSFE_enablePromoCode {promoCode} (login): claims the TICKET promotion of that code. */
export const promoCodeRequest = lazySchema(() => z.object({ promoCode: z.string().trim().min(1).max(32) }));

/**
 * GET /wps/relay/PROMOFE_getPromoCode (login): the codes the member can still enter, one per
 * running TICKET promotion of the merchant that the member has not claimed yet. description is the
 * promotion's title; amount the bonus the code pays.
 */
export const promoCodeEntryValue = lazySchema(() =>
  z.object({
    promoCode: z.string(),
    description: z.string(),
    promotionId: z.number(),
    amount: z.string(),
  }),
);
export type PromoCodeEntry = z.infer<typeof promoCodeEntryValue>;
export const promoCodeListValue = lazySchema(() => z.array(promoCodeEntryValue));

// ---- Raffle -------------------------------------------------------------------------------------

/** GET /wps/relay/MCSFE_getRaffleStatus ?rafflePromotionId&raffleScheduleId (login). */
export const raffleStatusQuery = lazySchema(() =>
  z.object({ rafflePromotionId: id, raffleScheduleId: id.nullish() }),
);
export const raffleStatusValue = lazySchema(() =>
  z.object({
    rafflePromotionId: z.number(),
    raffleScheduleId: z.number().nullable(),
    isClaimed: z.boolean(),
    hasStarted: z.boolean(),
    hasEnded: z.boolean(),
    /** When the current schedule starts (before) or ends (after it started). */
    due: z.number().nullable(),
    /** Server time now, for the countdown. */
    time: z.number(),
  }),
);
export type RaffleStatus = z.infer<typeof raffleStatusValue>;

/** POST /wps/relay/MCSFE_claimRaffle {promotionId, raffleScheduleId} (login): once per schedule. */
export const raffleClaimRequest = lazySchema(() => z.object({ promotionId: id, raffleScheduleId: id }));

/** Answer of every claim (raffle, tasks, promo code, rebate, referral). */
export const claimResultValue = lazySchema(() =>
  z.object({
    promotionId: z.number().nullable(),
    amount: z.string(),
    /** Turnover the member must now wager before this bonus may be withdrawn. */
    turnoverRequired: z.string(),
    claimedAt: z.number(),
  }),
);
export type ClaimResult = z.infer<typeof claimResultValue>;

// ---- Claim tickets (field clients' PROMOFE relays) ----------------------------------------------

/**
 * The ticket kinds of the field clients. A raffle window of ours is a PRIZE_WHEEL ticket: one
 * draw of a random prize between the raffle's floor and its bonus. No promotion of ours backs a
 * SLOT_MACHINE ticket, so none is ever listed.
 */
export const TICKET_TYPES = ['SLOT_MACHINE', 'PRIZE_WHEEL'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

const upperYesNo = lazySchema(() =>
  z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['Y', 'N'])),
);

/**
 * GET /wps/relay/PROMOFE_getClaimTicketList ?isApp=N&status=AVAILABLE (login): the member's
 * tickets that can be claimed now. A ticket is an open window of a running RAFFLE promotion the
 * member has not drawn yet. AVAILABLE is the only status there is (isApp and isAll are accepted
 * and change nothing: a ticket is the same on every device).
 */
export const claimTicketListQuery = lazySchema(() =>
  z.object({
    isApp: upperYesNo.optional(),
    isAll: upperYesNo.optional(),
    status: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(['AVAILABLE']))
      .default('AVAILABLE'),
  }),
);
export const claimTicketValue = lazySchema(() =>
  z.object({
    /** What PROMOFE_claimTicket takes: the raffle window's id, as a string. */
    transactionId: z.string(),
    type: z.enum(TICKET_TYPES),
    /** Conditions still unmet; empty, since only tickets that can be claimed now are listed. */
    conditionStatus: z.array(z.string()),
    /** The promotion's title. */
    name: z.string(),
    promotionId: z.number(),
    /** The window in which the ticket can be claimed (epoch ms). */
    startTime: z.number(),
    endTime: z.number(),
  }),
);
export type ClaimTicket = z.infer<typeof claimTicketValue>;
export const claimTicketListValue = lazySchema(() => z.array(claimTicketValue));

/** POST /wps/relay/PROMOFE_claimTicket {transactionId, isApp} (login): draws the ticket once. */
export const claimTicketRequest = lazySchema(() =>
  z.object({
    /** A number or a string of digits, as the list gave it. */
    transactionId: z.union([
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      z
        .string()
        .trim()
        .regex(/^[1-9][0-9]{0,14}$/)
        .transform(Number),
    ]),
    isApp: upperYesNo.optional(),
  }),
);
/**
 * The claim's answer: configId is the raffle promotion whose prize range was drawn, value the
 * prize paid (as amount); the claim result fields and the ticket's own fields come along.
 */
export const ticketClaimValue = lazySchema(() =>
  claimResultValue.extend({
    transactionId: z.string(),
    type: z.enum(TICKET_TYPES),
    configId: z.number(),
    value: z.string(),
  }),
);
export type TicketClaim = z.infer<typeof ticketClaimValue>;

// ---- Rewards centre tasks and missions ----------------------------------------------------------

/** signInTask LOGIN, newbieTask REGISTER, rescueTask SAVIOR, missions MISSION and MISSION_MANUAL. */
export const TASK_KINDS = ['SIGN_IN', 'NEWBIE', 'RESCUE', 'MISSION'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** GET /wps/promotion/tasks ?kind (login): the member's tasks with progress from real activity. */
export const taskQuery = lazySchema(() => z.object({ kind: z.enum(TASK_KINDS).nullish() }));
export const rewardTaskValue = lazySchema(() =>
  z.object({
    promotionId: z.number(),
    title: z.string(),
    promotionType: z.enum(PROMOTION_TYPES),
    kind: z.enum(TASK_KINDS),
    /** What is measured: DAILY_LOGIN, DEPOSIT, BET, NET_LOSS. */
    metric: z.string(),
    /** Progress and target in the metric's unit (amounts as decimal strings, logins as counts). */
    current: z.string(),
    target: z.string(),
    /** For rescue tasks: the bonus is this share (percent) of the net loss, capped at bonusAmount. */
    ratePercent: z.number().nullable(),
    bonusAmount: z.string(),
    /** The period the task measures (today for sign-in and rescue, since registration for newbie). */
    periodStart: z.number(),
    periodEnd: z.number(),
    completed: z.boolean(),
    claimed: z.boolean(),
    /** MISSION_MANUAL: completed tasks are applied for, not claimed. */
    flow: z.enum(['claim', 'apply']),
  }),
);
export type RewardTask = z.infer<typeof rewardTaskValue>;
export const rewardTaskListValue = lazySchema(() => z.array(rewardTaskValue));

/** POST /wps/promotion/tasks/claim {promotionId} (login). Answers ClaimResult. */
export const taskClaimRequest = lazySchema(() =>
  z.object({ promotionId: id, requestId: idempotencyKey.nullish() }),
);

/**
 * GET /wps/relay/MCSFE_getClaimPromotion ?promotionType&status (login): the field clients' list of
 * rewards issued to the member. A reward is a completed claim-type task: status I (issued, the
 * default) lists those not yet claimed, C those claimed in the task's current period.
 */
export const issuedRewardQuery = lazySchema(() =>
  z.object({
    promotionType: z.string().trim().max(32).nullish(),
    status: z.string().trim().max(8).nullish(),
  }),
);
export const issuedRewardValue = lazySchema(() =>
  z.object({
    /** The promotion's id: what MCSFE_claimIssuedPromotion takes as promotionClaimId. */
    rewardId: z.number(),
    promotionType: z.enum(PROMOTION_TYPES),
    title: z.string(),
    amount: z.string(),
    status: z.enum(['I', 'C']),
  }),
);
export type IssuedReward = z.infer<typeof issuedRewardValue>;
export const issuedRewardListValue = lazySchema(() => z.array(issuedRewardValue));

/** POST /wps/relay/MCSFE_claimIssuedPromotion {promotionClaimId, promotionType} (login). Answers ClaimResult. */
export const claimIssuedRequest = lazySchema(() =>
  z.object({ promotionClaimId: id, promotionType: z.string().trim().max(32).nullish() }),
);

/** GET /wps/promotion/missions/:id/leaderboard ?page&size (login optional): ranked by bets in the period. */
export const missionLeaderboardEntryValue = lazySchema(() =>
  z.object({
    rank: z.number(),
    /** Masked: first two and last character. */
    username: z.string(),
    betAmount: z.string(),
    completed: z.boolean(),
  }),
);
export type MissionLeaderboardEntry = z.infer<typeof missionLeaderboardEntryValue>;
export const missionLeaderboardValue = lazySchema(() =>
  pagedValue(missionLeaderboardEntryValue).extend({
    promotionId: z.number(),
    title: z.string(),
    target: z.string(),
    periodStart: z.number(),
    periodEnd: z.number(),
    /** The logged-in member's own entry, or null. */
    mine: missionLeaderboardEntryValue.nullable(),
  }),
);
export type MissionLeaderboard = z.infer<typeof missionLeaderboardValue>;

// ---- Manual rebate ------------------------------------------------------------------------------

/** GET /wps/relay/MCSFE_getRebateRates (login optional): merchant rates per game type. */
export const rebateRateValue = lazySchema(() =>
  z.object({
    gameType: z.string(),
    /** Percent of settled turnover, 2 decimals. */
    rebateValue: z.number(),
  }),
);
export type RebateRate = z.infer<typeof rebateRateValue>;
export const rebateRateListValue = lazySchema(() => z.array(rebateRateValue));

/**
 * GET /wps/promotion/rebate (login): what the member may claim now, from bets settled since the
 * last claim, per game type. POST /wps/promotion/rebate/claim (login) pays it (ClaimResult).
 */
export const rebateSummaryEntryValue = lazySchema(() =>
  z.object({
    gameType: z.string(),
    rebateValue: z.number(),
    validBet: z.string(),
    amount: z.string(),
  }),
);
export type RebateSummaryEntry = z.infer<typeof rebateSummaryEntryValue>;
export const rebateSummaryValue = lazySchema(() =>
  z.object({
    since: z.number(),
    until: z.number(),
    entries: z.array(rebateSummaryEntryValue),
    total: z.string(),
    /** Below this total nothing can be claimed. */
    minimum: z.string(),
  }),
);
export type RebateSummary = z.infer<typeof rebateSummaryValue>;
export const rebateClaimRequest = lazySchema(() => z.object({ requestId: idempotencyKey.nullish() }));

// ---- Bonus details ------------------------------------------------------------------------------

/** GET /wps/relay/MCSFE_getBonusDetails ?page&size&startTime&endTime (login): bonuses paid, newest first. */
export const bonusDetailsQuery = lazySchema(() =>
  pageQuery.extend({
    startTime: epochMs.nullish(),
    endTime: epochMs.nullish(),
  }),
);
export const bonusDetailValue = lazySchema(() =>
  z.object({
    bonusId: z.number(),
    promotionId: z.number().nullable(),
    title: z.string(),
    /** A promotion type, or REBATE. */
    source: z.string(),
    amount: z.string(),
    turnoverRequired: z.string(),
    /** Settled bets since the bonus was paid, up to turnoverRequired. */
    turnoverCompleted: z.string(),
    /** ACTIVE while turnover is outstanding, COMPLETED once met. */
    status: z.enum(['ACTIVE', 'COMPLETED']),
    time: z.number(),
  }),
);
export type BonusDetail = z.infer<typeof bonusDetailValue>;
export const bonusDetailPageValue = lazySchema(() => pagedValue(bonusDetailValue));
export type BonusDetailPage = z.infer<typeof bonusDetailPageValue>;

// ---- Referral -----------------------------------------------------------------------------------

/**
 * GET /wps/promotion/referral (login, isAgent 0): the member's referral code, invitees and what
 * is claimable. An invitee qualifies once its approved deposits reach qualifyingDeposit.
 * POST /wps/promotion/referral/claim (login) pays every qualified, unpaid invitee (ClaimResult).
 */
export const referralInviteeValue = lazySchema(() =>
  z.object({
    username: z.string(),
    registeredAt: z.number(),
    qualified: z.boolean(),
    rewarded: z.boolean(),
  }),
);
export type ReferralInvitee = z.infer<typeof referralInviteeValue>;
export const referralProgramValue = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    promotionId: z.number().nullable(),
    referralCode: z.string().nullable(),
    rewardPerInvitee: z.string(),
    qualifyingDeposit: z.string(),
    invited: z.number(),
    qualified: z.number(),
    claimable: z.string(),
    claimed: z.string(),
    invitees: z.array(referralInviteeValue),
  }),
);
export type ReferralProgram = z.infer<typeof referralProgramValue>;

/** GET /wps/relay/MCSFE_getReferralDetails?autoGenerate=true (login). */
export const referralDetailsQuery = lazySchema(() =>
  z.object({ autoGenerate: z.enum(['true', 'false']).optional() }),
);
export const referralDetailsValue = lazySchema(() =>
  z.object({
    referralCode: z.string().nullable(),
    totalInvitations: z.number(),
    promotionDomains: z.array(z.string()),
  }),
);

// ---- VIP labels ---------------------------------------------------------------------------------

/** GET /wps/relay/MCSFE_getClubLabels (login optional): the merchant's VIP ranks, lowest first. */
export const vipLabelValue = lazySchema(() =>
  z.object({
    labelId: z.number(),
    labelName: z.string(),
    type: z.enum(['AUTO', 'MANUAL']),
    color: z.string().nullable(),
    rankLevel: z.number(),
    /** Reached when total approved deposits and total settled bets reach these. */
    depositRequired: z.string(),
    betRequired: z.string(),
    benefits: z.string(),
  }),
);
export type VipLabel = z.infer<typeof vipLabelValue>;
export const vipLabelListValue = lazySchema(() => z.array(vipLabelValue));

/**
 * GET /wps/relay/MCSFE_getPlayerRankProgress (login). completedConditions is the sum over the next
 * rank's conditions of min(1, actual / required) (2 decimals); totalExpectedConditions is how many
 * conditions there are. Progress = completed / expected; full when there is no next label.
 */
export interface RankCondition {
  name: 'DEPOSIT' | 'BET';
  current: string;
  required: string;
}
export interface PlayerRankProgress {
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress: {
    labelId: number | null;
    labelName: string | null;
    nextLabelId: number | null;
    nextLabelName: string | null;
    conditions: RankCondition[];
  };
}

// ---- Back office (/admin/api) -------------------------------------------------------------------

/**
 * GET /admin/api/promotions/applications ?status (default PENDING; ALL for every status)
 * &promotionId&username&from&to (created, epoch ms)&page&size — newest first.
 */
export const adminApplicationQuery = lazySchema(() =>
  pageQuery.extend({
    status: z.enum([...APPLICATION_STATUSES, 'ALL']).default('PENDING'),
    promotionId: id.optional(),
    username: z.string().trim().max(32).optional(),
    from: epochMs.optional(),
    to: epochMs.optional(),
  }),
);
export const adminPromotionApplicationValue = lazySchema(() =>
  promotionApplicationValue.extend({
    memberId: z.number(),
    username: z.string(),
    /** GET /admin/api/promotions/applications/:id/images/:index (0-based) answers each image. */
    imageUrls: z.array(z.string()),
  }),
);
export type AdminPromotionApplication = z.infer<typeof adminPromotionApplicationValue>;
export const adminApplicationPageValue = lazySchema(() => pagedValue(adminPromotionApplicationValue));
/** GET /admin/api/promotions/applications/:id/images/:index: the index is 0-based. */
export const applicationImageParam = lazySchema(() =>
  z.object({
    id,
    index: z.coerce
      .number()
      .int()
      .min(0)
      .max(PROMOTION_MAX_IMAGES - 1),
  }),
);
/** POST /admin/api/promotions/applications/:id/approve {remarks?} and /reject {remarks}. */
export const adminApplicationDecision = lazySchema(() =>
  z.object({
    remarks: z.string().trim().max(REMARK_MAX_LENGTH).nullish(),
  }),
);
export const adminApplicationReject = lazySchema(() =>
  z.object({ remarks: z.string().trim().min(1).max(REMARK_MAX_LENGTH) }),
);

/**
 * POST /admin/api/promotions (create) and PUT /admin/api/promotions/:id (update). content is
 * sanitised HTML on write (and again on read). Rules per type (all amounts decimal strings):
 * bonusAmount; turnoverMultiplier; promoCode (TICKET); raffle schedules (RAFFLE);
 * metric target (MISSION, MISSION_MANUAL: bet amount; REGISTER: first deposits; LOGIN: -);
 * ratePercent + minLoss (SAVIOR); qualifyingDeposit (REFERRAL); withinDays (REGISTER).
 */
/**
 * A promotion's title, content and first picture in languages other than the merchant's default
 * (which title, content and imageUrls[0] hold); blank means "as the default language".
 */
const promotionTexts = lazySchema(() =>
  contentTextsSchema({
    title: z.string().trim().max(120),
    content: z.string().max(100_000),
    imageUrl: z.string().trim().max(500),
  }),
);

/** The stored texts as the back office reads them (pictures may be any stored address, data: too). */
const promotionTextsValue = lazySchema(() =>
  contentTextsSchema({ title: z.string(), content: z.string(), imageUrl: z.string() }),
);

export const adminPromotionRequest = lazySchema(() =>
  z.object({
    title: z.string().trim().min(1).max(120),
    content: z.string().max(100_000),
    promotionType: z.enum(PROMOTION_TYPES),
    categoryId: id.nullish(),
    startDate: epochMs,
    endDate: epochMs.nullish(),
    redirect: z.string().trim().max(200).nullish(),
    externalLink: z.string().trim().url().max(500).nullish(),
    linkedPromotionId: id.nullish(),
    remarkRequired: z.enum(['Y', 'N']).default('N'),
    imageRequired: z.enum(['Y', 'N']).default('N'),
    imageUrls: z.array(z.string().trim().max(500)).max(5).default([]),
    bonusAmount: z.union([z.string().trim().min(1).max(24), z.number().finite()]),
    turnoverMultiplier: z.number().min(0).max(100).default(1),
    promoCode: z.string().trim().min(1).max(32).nullish(),
    target: z.union([z.string().trim().min(1).max(24), z.number().finite()]).nullish(),
    ratePercent: z.number().min(0).max(100).nullish(),
    withinDays: z.number().int().min(1).max(365).nullish(),
    schedules: z
      .array(z.object({ startTime: epochMs, endTime: epochMs }))
      .max(50)
      .nullish(),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    texts: promotionTexts.optional(),
  }),
);
export type AdminPromotionInput = z.infer<typeof adminPromotionRequest>;

export const PROMOTION_STATUSES = ['A', 'I'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
/** Where a promotion's schedule stands now. */
export const PROMOTION_PHASES = ['UPCOMING', 'RUNNING', 'ENDED'] as const;
export type PromotionPhase = (typeof PROMOTION_PHASES)[number];

/** GET /admin/api/promotions ?q (title)&promotionType&status&categoryId&phase&page&size. */
export const adminPromotionQuery = lazySchema(() =>
  pageQuery.extend({
    q: z.string().trim().max(60).optional(),
    promotionType: z.enum(PROMOTION_TYPES).optional(),
    status: z.enum(PROMOTION_STATUSES).optional(),
    categoryId: id.optional(),
    phase: z.enum(PROMOTION_PHASES).optional(),
  }),
);
/**
 * A promotion as the back office edits it (GET /admin/api/promotions, GET /:id, and the answer of
 * POST, PUT /:id and PUT /:id/status): the player's view plus the rule fields and the switch.
 */
export const adminPromotionValue = lazySchema(() =>
  promotionValue.extend({
    status: z.enum(PROMOTION_STATUSES),
    phase: z.enum(PROMOTION_PHASES),
    sortOrder: z.number(),
    promoCode: z.string().nullable(),
    target: z.string().nullable(),
    ratePercent: z.number().nullable(),
    withinDays: z.number().nullable(),
    imageUrls: z.array(z.string()),
    schedules: z.array(z.object({ startTime: z.number(), endTime: z.number() })),
    applications: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
    /** The other languages' title, content (sanitised) and first picture. */
    texts: promotionTextsValue,
  }),
);
export type AdminPromotion = z.infer<typeof adminPromotionValue>;
export const adminPromotionPageValue = lazySchema(() => pagedValue(adminPromotionValue));
/** PUT /admin/api/promotions/:id/status {status}: A shows it to players again, I hides it. */
export const adminPromotionStatusRequest = lazySchema(() => z.object({ status: z.enum(PROMOTION_STATUSES) }));

/**
 * POST /admin/api/promotions/grants {promotionId, username, amount, remarks}: a manual promotion
 * bonus paid straight to a member (MANUAL_PROMO push).
 */
export const adminGrantRequest = lazySchema(() =>
  z.object({
    promotionId: id,
    username: z.string().trim().min(1).max(32),
    amount: z.union([z.string().trim().min(1).max(24), z.number().finite()]),
    remarks: z.string().trim().max(REMARK_MAX_LENGTH).nullish(),
  }),
);

// ---- Real-time ----------------------------------------------------------------------------------

/** PROMOTION_CLAIM: an application was decided or a claim was paid. */
export interface PromotionClaimEventData {
  promotionId: number | null;
  applicationId: number | null;
  title: string;
  promotionType: PromotionType | 'REBATE';
  status: ApplicationStatus;
  amount: string;
  remarks: string | null;
  time: number;
}

/** MANUAL_PROMO: the merchant paid a manual promotion bonus. */
export interface ManualPromoEventData {
  promotionId: number;
  title: string;
  amount: string;
  remarks: string | null;
  time: number;
}

// ---- The 500cai (2017) promotions family --------------------------------------------------------

const legacyPaging = {
  page: z.coerce.number().int().min(1).max(1000).optional(),
  size: z.coerce.number().int().min(1).max(50).optional(),
  pageNo: z.coerce.number().int().min(1).max(1000).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
};

/**
 * GET /wps/promotions ?pageNo&pageSize (or page&size) &categoryId &promotionType: our active
 * promotions with the member's own application state.
 */
export const legacyPromotionQuery = lazySchema(() =>
  z
    .object({
      ...legacyPaging,
      categoryId: id.optional(),
      promotionType: z.string().trim().toUpperCase().pipe(z.enum(PROMOTION_TYPES)).optional(),
    })
    .transform((q) => ({
      page: q.page ?? q.pageNo ?? 1,
      size: q.size ?? q.pageSize ?? 10,
      categoryId: q.categoryId ?? null,
      promotionType: q.promotionType ?? null,
    })),
);

/**
 * GET /wps/promotions/deposit ?pageNo&pageSize&amount: the promotions a deposit works towards
 * (REGISTER: the newbie deposit task), with the member's own state. amount, the deposit about to
 * be made, is bounded but narrows nothing: our promotions count deposits once approved.
 */
export const legacyDepositPromotionQuery = lazySchema(() =>
  z
    .object({ ...legacyPaging, amount: z.coerce.number().min(0).max(1_000_000_000).optional() })
    .transform((q) => ({ page: q.page ?? q.pageNo ?? 1, size: q.size ?? q.pageSize ?? 10 })),
);

/**
 * POST /wps/promotions {promotionId | id, remarks?, promoCode?, pictures?} (JSON): takes part in
 * a promotion the way its type works: apply-type promotions store an application for the
 * merchant to decide, claim-type ones pay at once when the rule is met, a promo code (TICKET)
 * pays by its code.
 */
export const legacyAcceptPromotionRequest = lazySchema(() =>
  z
    .object({
      promotionId: id.optional(),
      id: id.optional(),
      remarks: z.string().max(10_000).nullish(),
      promoCode: z.string().trim().min(1).max(32).nullish(),
      pictures: z
        .array(z.string().max(8_000_000))
        .max(PROMOTION_MAX_IMAGES + 1)
        .nullish(),
    })
    .transform((v) => ({
      promotionId: v.promotionId ?? v.id ?? null,
      remarks: v.remarks ?? null,
      promoCode: v.promoCode ?? null,
      pictures: v.pictures ?? [],
    }))
    .refine((v) => v.promotionId !== null || v.promoCode !== null, { message: 'promotionId or promoCode' }),
);
export type LegacyAcceptPromotionRequest = z.infer<typeof legacyAcceptPromotionRequest>;

/** Either the application (apply-type) or the payment (claim and code types). */
export const legacyAcceptPromotionValue = lazySchema(() =>
  z.object({
    flow: z.enum(['apply', 'claim', 'code']),
    application: promotionApplicationValue.nullable(),
    claim: claimResultValue.nullable(),
  }),
);
export type LegacyAcceptPromotion = z.infer<typeof legacyAcceptPromotionValue>;

import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { pagedValue } from './wallet.js';
import {
  AGENT_DAY_UTC_OFFSET_MINUTES,
  CONTRACT_KINDS,
  payoutRecordsQuery,
  personalStatementQuery,
  teamStatementQuery,
} from './agent.js';

/**
 * The 500cai game reports: rounds played at vendors' games and the lottery's profit and loss per
 * game. The field reference names the calls only; the period and paging follow our other member
 * lists. A period is at most LEGACY_REPORT_MAX_DAYS long and defaults to the last week.
 */
export const LEGACY_REPORT_MAX_DAYS = 31;
export const LEGACY_REPORT_DEFAULT_DAYS = 7;

/** A day (YYYY-MM-DD, UTC) or an instant in ms since the epoch, as date pickers of either age send. */
const instant = lazySchema(() =>
  z.union([
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .transform((day, ctx) => {
        const ms = Date.parse(`${day}T00:00:00Z`);
        if (Number.isNaN(ms)) {
          ctx.addIssue({ code: 'custom', message: 'not a day' });
          return z.NEVER;
        }
        return { at: ms, day: true };
      }),
    z.coerce
      .number()
      .int()
      .min(0)
      .max(8_640_000_000_000)
      .transform((ms) => ({ at: ms, day: false })),
  ]),
);

export const legacyReportQuery = lazySchema(() =>
  z
    .object({
      startDate: instant.optional(),
      endDate: instant.optional(),
      page: z.coerce.number().int().min(1).max(1000).optional(),
      size: z.coerce.number().int().min(1).max(50).optional(),
      pageNo: z.coerce.number().int().min(1).max(1000).optional(),
      pageSize: z.coerce.number().int().min(1).max(50).optional(),
    })
    .transform((q) => ({
      startDate: q.startDate ?? null,
      endDate: q.endDate ?? null,
      page: q.page ?? q.pageNo ?? 1,
      size: q.size ?? q.pageSize ?? 10,
    })),
);
export type LegacyReportQuery = z.infer<typeof legacyReportQuery>;

const DAY_MS = 86_400_000;

/**
 * The period [from, to) a report query asks for: an end given as a day includes that day; without
 * dates, the last LEGACY_REPORT_DEFAULT_DAYS days up to now. Null when it ends before it starts
 * or is longer than LEGACY_REPORT_MAX_DAYS.
 */
export function legacyReportPeriod(
  q: Pick<LegacyReportQuery, 'startDate' | 'endDate'>,
  now: number,
): { from: number; to: number } | null {
  const to = q.endDate ? q.endDate.at + (q.endDate.day ? DAY_MS : 0) : now;
  const from = q.startDate ? q.startDate.at : to - LEGACY_REPORT_DEFAULT_DAYS * DAY_MS;
  if (from >= to || to - from > LEGACY_REPORT_MAX_DAYS * DAY_MS) return null;
  return { from, to };
}

/** GET /wps/report/accountGameBetHistory: one vendor game round per line, newest first. */
export const gameRoundItem = lazySchema(() =>
  z.object({
    roundId: z.string(),
    vendor: z.string(),
    gameCode: z.string(),
    gameName: z.string().nullable(),
    betAmount: z.string(),
    winAmount: z.string(),
    /** Win less bet: what the member gained (negative when lost). */
    profit: z.string(),
    currency: z.string(),
    createdAt: z.number(),
  }),
);
export const gameRoundHistoryValue = lazySchema(() =>
  pagedValue(gameRoundItem).extend({ startDate: z.number(), endDate: z.number() }),
);
export type GameRoundHistory = z.infer<typeof gameRoundHistoryValue>;

// Field bags are functions, so their schemas are built with the schema using them, not at load.
const pnlFigures = () => ({
  bets: z.number(),
  betAmount: z.string(),
  payout: z.string(),
  /** Payout less stakes. */
  profit: z.string(),
});

/** GET /wps/report/detailedLottoPNL: the member's settled lottery bets of the period, per game. */
export const lottoPnlValue = lazySchema(() =>
  z.object({
    list: z.array(
      z.object({ gameId: z.number(), gameCode: z.string(), gameName: z.string(), ...pnlFigures() }),
    ),
    total: z.object(pnlFigures()),
    currency: z.string(),
    startDate: z.number(),
    endDate: z.number(),
  }),
);
export type LottoPnl = z.infer<typeof lottoPnlValue>;

// ---- Agent and product reports of the 500cai client -----------------------------------------------

/**
 * The agent reports (downlineTransaction, downlineLottoPNL, teamPVPFishingPNL, teamPVPRNGBetting,
 * income, commission) are our agent centre's statements: business days (yyyy-mm-dd, UTC+7, at
 * most 31, today by default). A date may also come as ms since the epoch, as the 2017 date
 * pickers send; it names the business day it falls in. Paging is ours or pageNo/pageSize.
 */
const agentDay = lazySchema(() =>
  z.union([
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/),
    z.coerce
      .number()
      .int()
      .min(0)
      .max(8_640_000_000_000)
      .transform((ms) => new Date(ms + AGENT_DAY_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10)),
  ]),
);
const agentReportFields = () => ({
  startDate: agentDay.optional(),
  endDate: agentDay.optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
  size: z.coerce.number().int().min(1).max(50).optional(),
  pageNo: z.coerce.number().int().min(1).max(1000).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
  username: z.string().trim().max(32).optional(),
});
const agentPaging = (q: { page?: number; size?: number; pageNo?: number; pageSize?: number }) => ({
  page: q.page ?? q.pageNo ?? 1,
  size: q.size ?? q.pageSize ?? 10,
});

/** The team statements: one row per downline with activity, with totals. */
export const legacyTeamReportQuery = lazySchema(() =>
  z
    .object(agentReportFields())
    .transform((q): z.input<typeof teamStatementQuery> => ({
      startDate: q.startDate,
      endDate: q.endDate,
      username: q.username,
      ...agentPaging(q),
    }))
    .pipe(teamStatementQuery),
);
/** /wps/report/income: the agent's own statement per business day (salaries, dividends, transfers). */
export const legacyIncomeQuery = lazySchema(() =>
  z
    .object(agentReportFields())
    .transform((q): z.input<typeof personalStatementQuery> => ({
      startDate: q.startDate,
      endDate: q.endDate,
      ...agentPaging(q),
    }))
    .pipe(personalStatementQuery),
);
/**
 * /wps/report/commission ?kind: the salaries (commission on the team's bets) or dividends paid to
 * the agent; kind DAILY_SALARY by default; scope self, or team for those paid to its downlines.
 */
export const legacyCommissionQuery = lazySchema(() =>
  z
    .object({
      ...agentReportFields(),
      kind: z.string().trim().toUpperCase().pipe(z.enum(CONTRACT_KINDS)).optional(),
      scope: z.enum(['self', 'team']).optional(),
    })
    .transform((q): { kind: unknown; query: z.input<typeof payoutRecordsQuery> } => ({
      kind: q.kind ?? 'DAILY_SALARY',
      query: {
        startDate: q.startDate,
        endDate: q.endDate,
        username: q.username,
        scope: q.scope,
        ...agentPaging(q),
      },
    }))
    .pipe(z.object({ kind: z.enum(CONTRACT_KINDS), query: payoutRecordsQuery })),
);

/** /wps/report/personalPVPFishingPNL: the member's own play of some product types over a period, per type. */
export const productPnlItem = lazySchema(() =>
  z.object({
    productType: z.string(),
    bets: z.number(),
    betAmount: z.string(),
    payout: z.string(),
    /** Payout less stakes. */
    profit: z.string(),
  }),
);
export const productPnlValue = lazySchema(() =>
  pagedValue(productPnlItem).extend({
    totals: productPnlItem.omit({ productType: true }),
    currency: z.string(),
    startDate: z.number(),
    endDate: z.number(),
  }),
);
export type ProductPnl = z.infer<typeof productPnlValue>;

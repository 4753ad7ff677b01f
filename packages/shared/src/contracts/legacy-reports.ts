import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { pagedValue } from './wallet.js';

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

const pnlFigures = {
  bets: z.number(),
  betAmount: z.string(),
  payout: z.string(),
  /** Payout less stakes. */
  profit: z.string(),
};

/** GET /wps/report/detailedLottoPNL: the member's settled lottery bets of the period, per game. */
export const lottoPnlValue = lazySchema(() =>
  z.object({
    list: z.array(
      z.object({ gameId: z.number(), gameCode: z.string(), gameName: z.string(), ...pnlFigures }),
    ),
    total: z.object(pnlFigures),
    currency: z.string(),
    startDate: z.number(),
    endDate: z.number(),
  }),
);
export type LottoPnl = z.infer<typeof lottoPnlValue>;

import {
  addBusinessDays,
  businessDayStart,
  minorToFixed,
  type AdminDailyReportRow,
  type AdminDashboard,
  type AdminGgrRow,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import { businessDay } from '../promotion/index.js';
import { ReportsRepository, type Range } from './reports.repository.js';

export const MAX_REPORT_DAYS = 92;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Minor units as a decimal string with exactly two decimals, whatever the currency's own scale. */
export function money2(minor: bigint, currency: string): string {
  return minorToFixed(minor, currency, 2);
}

/** yyyy-MM-dd to the first instant of that business day, or null when it is no calendar date. */
function dayStart(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return businessDayStart(day).getTime();
}

/** Daily figures, GGR by game type and the dashboard, computed from the real tables of one merchant. */
export class ReportsService {
  private readonly repository: ReportsRepository;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new ReportsRepository(db);
  }

  private range(merchant: MerchantContext, from: string, to: string): Range & { days: string[] } {
    const start = dayStart(from);
    const end = dayStart(to);
    if (start === null || end === null) throw new AppError('request.invalid', 'from/to: not a date');
    if (end < start) throw new AppError('request.invalid', 'to: before from');
    const count = (end - start) / DAY_MS + 1;
    if (count > MAX_REPORT_DAYS) {
      throw new AppError('request.invalid', `from/to: at most ${MAX_REPORT_DAYS} days`);
    }
    const days = Array.from({ length: count }, (_, i) => addBusinessDays(from, i));
    return {
      merchantId: merchant.id,
      currency: merchant.currency,
      from: new Date(start),
      to: new Date(end + DAY_MS),
      days,
    };
  }

  async daily(merchant: MerchantContext, from: string, to: string): Promise<AdminDailyReportRow[]> {
    const range = this.range(merchant, from, to);
    const [funding, lottery, games, joined] = await Promise.all([
      this.repository.fundingByDay(range),
      this.repository.lotteryByDay(range),
      this.repository.gamesByDay(range),
      this.repository.newMembersByDay(range),
    ]);
    const c = merchant.currency;
    return range.days.map((day) => {
      const deposit = funding.find((f) => f.day === day && f.direction === 'DEPOSIT');
      const withdrawal = funding.find((f) => f.day === day && f.direction === 'WITHDRAW');
      const plays = [lottery.find((l) => l.day === day), games.find((g) => g.day === day)];
      const bets = plays.reduce((sum, p) => sum + BigInt(p?.bets ?? 0), 0n);
      const payouts = plays.reduce((sum, p) => sum + BigInt(p?.payouts ?? 0), 0n);
      return {
        day,
        deposits: money2(BigInt(deposit?.total ?? 0), c),
        depositCount: deposit?.n ?? 0,
        withdrawals: money2(BigInt(withdrawal?.total ?? 0), c),
        withdrawalCount: withdrawal?.n ?? 0,
        bets: money2(bets, c),
        payouts: money2(payouts, c),
        ggr: money2(bets - payouts, c),
        newMembers: joined.find((j) => j.day === day)?.n ?? 0,
      };
    });
  }

  async ggr(merchant: MerchantContext, from: string, to: string): Promise<AdminGgrRow[]> {
    const range = this.range(merchant, from, to);
    const [lottery, games] = await Promise.all([
      this.repository.lotteryByDay(range),
      this.repository.gamesByType(range),
    ]);
    const c = merchant.currency;
    const row = (gameType: string, bets: bigint, payouts: bigint, betCount: number): AdminGgrRow => ({
      gameType,
      bets: money2(bets, c),
      payouts: money2(payouts, c),
      ggr: money2(bets - payouts, c),
      betCount,
    });
    const lotteryBets = lottery.reduce((sum, d) => sum + BigInt(d.bets), 0n);
    const lotteryPayouts = lottery.reduce((sum, d) => sum + BigInt(d.payouts), 0n);
    const lotteryCount = lottery.reduce((sum, d) => sum + d.n, 0);
    return [
      row('LOTTERY', lotteryBets, lotteryPayouts, lotteryCount),
      ...games.map((g) => row(g.game_type, BigInt(g.bets), BigInt(g.payouts), g.n)),
    ];
  }

  async dashboard(merchant: MerchantContext): Promise<AdminDashboard> {
    const now = this.now();
    const today = businessDay(now).key;
    const [[row], pending, openChats, members] = await Promise.all([
      this.daily(merchant, today, today),
      this.repository.pending(merchant.id),
      this.repository.openChats(merchant.id),
      this.repository.memberCount(merchant.id),
    ]);
    return {
      today: row!,
      pending: {
        deposits: pending.deposits,
        withdrawals: pending.withdrawals,
        paymentConfirmations: pending.confirmations,
      },
      openChats,
      members,
      currency: merchant.currency,
      serverTime: now.getTime(),
    };
  }
}

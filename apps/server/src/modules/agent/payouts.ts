import {
  MAIN_WALLET,
  OFFER_EXPIRY_DAYS,
  type ContractKind,
  type DailySalaryTier,
  type DividendTier,
  type HourSalaryTier,
  type RealTimeSalaryTier,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import type { Ledger } from '../wallet/index.js';
import { AgentRepository, type ContractRow } from './agent.repository.js';
import {
  dividendPick,
  realTimePick,
  salaryPick,
  type PeriodFigures,
  type TierPick,
} from './contract-rules.js';
import { addDays, businessDay, dayPeriod, dividendPeriod, hourPeriod, type Period } from './periods.js';

/** A period is computed this long after it ends, so bets settled at its edge are in. */
export const PAYOUT_GRACE_MS = 2 * 60_000;
/**
 * Periods one pass computes per contract at the most: a job that was down for months catches up
 * over several passes instead of holding one pass for all of it.
 */
export const MAX_PERIODS_PER_PASS = 400;
/** Real-time salary records per contract and pass. */
const REALTIME_BATCH = 500;

export interface PassResult {
  expired: number;
  computed: number;
  paid: number;
}

/**
 * The scheduled computation of salaries and dividends. For every active (V) contract it finds the
 * periods that ended (and the settled bets, for real-time salary) without a record, computes the
 * team's figures from settled bets, picks the tier (contract-rules.ts) and, in one transaction,
 * writes the record and pays it from the merchant's AGENCY house account to the holder's MAIN
 * wallet. The record is unique per contract and period and the ledger key is built from the same
 * pair, so a period is paid once however often, and on however many nodes, this runs.
 *
 * The team of a contract is its holder and every member below it. A period counts from the
 * business day (hour, bet) the contract was accepted in.
 *
 * Each contract keeps a watermark (computed_until): everything before it has been looked at. A
 * pass starts there, so however long the job was down, every missed period is computed, once,
 * and a pass in normal running looks at one or two periods, not a window of days.
 */
export class AgentPayouts {
  readonly repository: AgentRepository;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
  ) {
    this.repository = new AgentRepository(db);
  }

  async tick(now = new Date()): Promise<PassResult> {
    const expired = await this.repository.expireOffers(
      new Date(now.getTime() - OFFER_EXPIRY_DAYS * 86_400_000),
    );
    for (const c of expired) {
      await this.repository.addEvent({
        merchantId: c.merchantId,
        contractId: c.id,
        action: 'EXPIRE',
        fromStatus: 'P',
        toStatus: 'E',
        actorId: null,
        createdAt: now,
      });
    }
    const result: PassResult = { expired: expired.length, computed: 0, paid: 0 };
    const kinds: ContractKind[] = ['DAILY_SALARY', 'HOUR_SALARY', 'REALTIME_SALARY', 'DIVIDEND'];
    for (const { contract, currency } of await this.repository.activeContracts(kinds)) {
      if (!contract.acceptedAt) continue;
      const counts = await this.runContract(contract, currency, now);
      result.computed += counts.computed;
      result.paid += counts.paid;
    }
    return result;
  }

  /** Computes and pays every due period of one contract. */
  async runContract(
    c: ContractRow,
    currency: string,
    now: Date,
  ): Promise<{ computed: number; paid: number }> {
    let computed = 0;
    let paid = 0;
    const count = (outcome: 'paid' | 'computed' | null) => {
      if (outcome) computed++;
      if (outcome === 'paid') paid++;
    };
    if (c.kind === 'REALTIME_SALARY') {
      const since = c.computedUntil ?? c.acceptedAt!;
      const bets = await this.repository.unpaidBets(
        c.merchantId,
        c.memberId,
        c.id,
        c.productType,
        since,
        now,
        REALTIME_BATCH,
      );
      for (const bet of bets) {
        const pick = realTimePick(c.tiers as RealTimeSalaryTier[], bet, currency);
        const period: Period = { key: bet.key, start: bet.at, end: bet.at, day: businessDay(bet.at) };
        const figures = { betAmount: bet.amount, winAmount: 0n, activeMembers: 1 };
        // A bet no tier reaches gets no record; the watermark passes it by.
        if (pick && pick.amount > 0n) count(await this.settle(c, currency, period, figures, pick));
      }
      // Bets are seen as they settle and paid at once, but the watermark stays a grace behind: a
      // bet's settlement time is stamped before its transaction commits, so a bet that commits late
      // may carry a time the last pass had already passed.
      const settledBefore = new Date(now.getTime() - PAYOUT_GRACE_MS);
      const full = bets.length === REALTIME_BATCH;
      const until = full && bets.at(-1)!.at < settledBefore ? bets.at(-1)!.at : settledBefore;
      if (until > since) await this.repository.advanceComputedUntil(c.id, until);
      return { computed, paid };
    }
    const periods = this.duePeriods(c, now);
    for (const period of periods) {
      const known = await this.repository.payoutKeys(c.id, [period.key]);
      if (known.has(period.key)) continue;
      const figures = await this.repository.activity(
        c.merchantId,
        c.memberId,
        true,
        period.start,
        period.end,
        c.productType,
      );
      const pick =
        c.kind === 'DIVIDEND'
          ? dividendPick(c.tiers as DividendTier[], figures, currency)
          : salaryPick(c.tiers as (DailySalaryTier | HourSalaryTier)[], figures, currency);
      // Hours without a tier reached leave no record (24 a day would bury the real ones).
      if (c.kind === 'HOUR_SALARY' && (!pick || pick.amount <= 0n)) continue;
      count(await this.settle(c, currency, period, figures, pick));
    }
    if (periods.length) await this.repository.advanceComputedUntil(c.id, periods.at(-1)!.end);
    return { computed, paid };
  }

  /**
   * Periods of a salary or dividend contract that ended (plus grace) after its watermark (or its
   * acceptance), oldest first, at most MAX_PERIODS_PER_PASS.
   */
  duePeriods(c: ContractRow, now: Date): Period[] {
    const from = c.computedUntil ?? c.acceptedAt!;
    const done = (p: Period) => p.end.getTime() + PAYOUT_GRACE_MS <= now.getTime();
    const periods: Period[] = [];
    const add = (p: Period) => {
      if (p.end <= from || periods.at(-1)?.key === p.key) return true;
      if (!done(p) || periods.length === MAX_PERIODS_PER_PASS) return false;
      periods.push(p);
      return true;
    };
    if (c.kind === 'DAILY_SALARY') {
      for (let day = businessDay(from); add(dayPeriod(day)); day = addDays(day, 1));
    } else if (c.kind === 'HOUR_SALARY') {
      for (let at = hourPeriod(from).start.getTime(); add(hourPeriod(new Date(at))); at += 3_600_000);
    } else if (c.kind === 'DIVIDEND' && c.computationPeriod) {
      const period = c.computationPeriod;
      for (let day = businessDay(from); add(dividendPeriod(period, day)); day = addDays(day, 1));
    }
    return periods;
  }

  /**
   * Writes the record of a period and pays it, in one transaction. Answers null when another pass
   * (or node) recorded the period first.
   */
  private async settle(
    c: ContractRow,
    currency: string,
    period: Period,
    figures: PeriodFigures,
    pick: TierPick | null,
  ): Promise<'paid' | 'computed' | null> {
    return this.ledger.run(async (ledger) => {
      const r = new AgentRepository(ledger.tx);
      const amount = pick?.amount ?? 0n;
      const record = await r.claimPayout({
        merchantId: c.merchantId,
        contractId: c.id,
        kind: c.kind,
        memberId: c.memberId,
        agentId: c.agentId,
        productType: c.productType,
        periodKey: period.key,
        periodStart: period.start,
        periodEnd: period.end,
        businessDay: period.day,
        betAmount: figures.betAmount,
        winAmount: figures.winAmount,
        netLoss: figures.betAmount - figures.winAmount,
        activeMembers: figures.activeMembers,
        tier: pick?.tier ?? null,
        rateType: pick?.rateType ?? null,
        rate: pick?.rate ?? null,
        amount,
        currency,
        status: amount > 0n ? 'PAID' : 'NOT_QUALIFIED',
      });
      if (!record) return null;
      if (amount <= 0n) return 'computed';
      const outcome = await ledger.transfer({
        merchantId: c.merchantId,
        currency,
        debit: { owner: 'house', code: 'AGENCY' },
        credit: { owner: 'member', memberId: c.memberId, wallet: MAIN_WALLET },
        amount,
        kind: c.kind === 'DIVIDEND' ? 'agent_dividend' : 'agent_salary',
        idempotencyKey: payoutKey(c.id, period.key),
        reference: `agent-contract:${c.id}`,
        remarks: `${c.kind} ${period.key}`,
      });
      await r.setPayoutTransfer(record.id, outcome.transfer.id);
      return 'paid';
    });
  }
}

/** The ledger idempotency key of a contract's period: the same pair the record is unique on. */
export function payoutKey(contractId: number, periodKey: string): string {
  return `agent:${contractId}:${periodKey}`;
}

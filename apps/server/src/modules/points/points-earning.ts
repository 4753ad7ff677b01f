import { POINTS_CURRENCY, pointsFor } from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import type { Ledger } from '../wallet/index.js';
import { PointEarningsRepository, type EarningEvent } from './point-earnings.repository.js';
import { POINTS_WALLET, type PointRates } from './points-math.js';
import { PointsRepository } from './points.repository.js';
import type { pointConfigs } from './points.tables.js';

/** Events looked at per source and pass; the next pass continues where this one stopped. */
const BATCH = 500;

/** Which per-game rate a game vendor's type earns at. */
export function rateOfGameType(rates: PointRates, gameType: string): number {
  switch (gameType) {
    case 'LIVE':
      return rates.liveBetE4;
    case 'PVP':
      return rates.pvpBetE4;
    case 'SPORTS':
    case 'ESPORTS':
      return rates.sportBetE4;
    case 'LOTT':
    case 'ELOTT':
      return rates.lottoBetE4;
    default:
      // RNG, FISH, CONS: machine-decided games.
      return rates.rngBetE4;
  }
}

/**
 * Credits points for what members did: settled lottery bets (lottoBet), game vendors' debits that
 * stood (by game type), approved deposits (deposit), from the merchant's POINTS house account.
 * Candidates come from point_earning_queue, filled by triggers in the transaction of each event,
 * so a pass costs what is pending, not the history. The database decides the work: an event earns
 * once, because its point_earnings row is unique per (source, id) and the ledger key is derived
 * from it, however many passes, nodes or members' refreshes race for it. Events from before the
 * merchant's earnFrom do not earn.
 */
export class PointsEarning {
  private readonly repository: PointEarningsRepository;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
  ) {
    this.repository = new PointEarningsRepository(db);
  }

  /** One pass over every merchant with a points program; answers how many events were booked. */
  async tick(): Promise<number> {
    const configs = await this.repository.configs();
    let booked = 0;
    for (const config of configs) booked += await this.earnFor(config, null);
    return booked;
  }

  /** Books the pending events of one merchant, or of one member of it. */
  async earn(merchantId: number, memberId: number | null): Promise<number> {
    const config = await new PointsRepository(this.db).config(merchantId);
    return config ? this.earnFor(config, memberId) : 0;
  }

  private async earnFor(config: typeof pointConfigs.$inferSelect, memberId: number | null): Promise<number> {
    const currency = await this.repository.currencyOf(config.merchantId);
    if (!currency) return 0;
    let booked = 0;
    for (;;) {
      const { events, more } = await this.repository.pending(
        config.merchantId,
        config.earnFrom,
        memberId,
        BATCH,
      );
      for (const event of events) {
        const rateE4 =
          event.source === 'DEP'
            ? config.depositE4
            : event.source === 'LOTT'
              ? config.lottoBetE4
              : rateOfGameType(config, event.gameType ?? '');
        if (await this.book(config.merchantId, event, pointsFor(event.amount, rateE4, currency))) booked++;
      }
      if (!more) return booked;
    }
  }

  /** Claims the event and pays its points in one transaction; false when someone else claimed it. */
  private async book(merchantId: number, event: EarningEvent, points: bigint): Promise<boolean> {
    return this.ledger.run(async (l) => {
      const earnings = new PointEarningsRepository(l.tx);
      const claimed = await earnings.claim(merchantId, event, points);
      await earnings.dequeue(event.queueId);
      if (claimed === null) return false;
      if (points > 0n) {
        const { transfer } = await l.transfer({
          merchantId,
          currency: POINTS_CURRENCY,
          debit: { owner: 'house', code: 'POINTS' },
          credit: { owner: 'member', memberId: event.memberId, wallet: POINTS_WALLET },
          amount: points,
          kind: 'points_earn',
          idempotencyKey: `pts:earn:${event.source}:${event.id}`,
          reference: `${event.source}:${event.id}`,
        });
        await earnings.setTransfer(claimed, transfer.id);
      }
      return true;
    });
  }
}

import { randomBytes, randomInt } from 'node:crypto';
import {
  type LotteryDrawEventData,
  CHASE_ISSUES_MAX,
  LINE_TICKETS_MAX,
  MAIN_WALLET,
  bettingSlip,
  decimalToMinor,
  drawWinNo,
  minorToDecimal,
  playTypeOf,
  scaleOf,
  seedCommitment,
  ticketPayout,
  ticketStake,
  type BettingRequest,
  type BettingResponse,
  type BettingSlip,
  type DrawKind,
  type VnBettingRequest,
  type VoidIssueResult,
  majorToMinor,
} from '@platform/shared';
import { SlipRefused, fieldSlipOf, vnSlipOf, type FieldOrder } from './field-slip.js';
import type { ActivityChanges } from '../activity/index.js';
import { AppError } from '../../platform/http/app-error.js';
import { inTransaction } from '../../platform/db/ambient.js';
import { PlacementBatcher } from './placement-batcher.js';
import { RiskRefused, type LotteryRisk, type RiskPlan } from './lottery-risk.js';
import { agreedRequestKey } from '../wallet/index.js';
import { requestHash, transferHash, type Ledger, type LedgerTx } from '../wallet/index.js';
import { releaseHoldsInBulk, settleHoldsInBulk, type HoldPayout } from '../wallet/index.js';
import type { WalletSetupService } from '../wallet/index.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { BetStatus } from './lottery.tables.js';
import type {
  BetRow,
  GameRow,
  IssueRow,
  KeyedOrder,
  LotteryRepository,
  OrderPlacement,
  PricedLine,
  SettlingBet,
} from './lottery.repository.js';
import { indexAt, indexOfNumero, issueAt, type ScheduleSpec } from './schedule.js';
import type { CurrentIssueCache, CurrentIssues } from './current-issue-cache.js';
import type { LotteryGameCache } from './lottery-game-cache.js';
import type { Loaded } from '../../platform/memory-cache.js';
import type { DbOrTx } from '../../platform/db/client.js';

/** Wallet code of the lottery's own wallet on transfer-wallet merchants. */
export const LOTTERY_WALLET = 'LOTT';
/**
 * Bets settled per transaction: a crash loses at most one uncommitted batch, which is redone.
 * Each batch also costs a fixed part (a dozen statements, the plans of the two bulk ledger
 * statements, the totals folded at commit, a WAL flush): at 1000 that part is half what it is at
 * 500, while the accounts a batch locks are still held for well under a second.
 */
export const SETTLEMENT_BATCH = 1000;
/** A prize's idempotency key: this and the bet's id. */
const PAYOUT_KEY_PREFIX = 'lot-pay:';
/** Share of settled stakes added to the displayed jackpot (1/200 = 0.5%). */
const JACKPOT_SHARE_DIVISOR = 200n;

export interface LotteryOptions {
  now?: () => Date;
  /** Test and demo mode: every game draws this often (seconds) instead of its own schedule. */
  intervalOverrideSeconds?: number | null;
  /** Bets per settlement transaction (SETTLEMENT_BATCH). */
  settlementBatch?: number;
  /** Called for each bet after its batch's ledger work, before the batch commits (crash tests). */
  onSettleStep?: (bet: SettlingBet) => void | Promise<void>;
  /**
   * The current issues in memory. Every node writing issues must be given its node's cache, so
   * that its writes reach every node; without one every read goes to the database.
   */
  issues?: CurrentIssueCache;
  /** The merchants' games in memory; without it every lookup goes to the database. */
  games?: LotteryGameCache;
  /** Told of settled bets: they enter the members' running totals. */
  activity?: ActivityChanges;
  /** Told of every draw once it is stored, to push it to the lobby and betting pages. */
  draws?: DrawAnnouncer;
  /** House limits and liability; without it bets are limited by the play rules only. */
  risk?: LotteryRisk;
}

/** Where a stored draw is announced (the real-time lottery topic). */
export interface DrawAnnouncer {
  drawn(merchantId: number, draw: LotteryDrawEventData): Promise<void>;
}

export interface SettleResult {
  settled: number;
  won: number;
}

/** What a slip asks for, apart from its key: equal for a faithful retry, different otherwise. */
function slipHash(slip: BettingSlip): string {
  const { requestId: _key, ...asked } = slip;
  return requestHash(asked);
}

/** A field order mapped to our slip, or lottery.bet.invalid with the reason it could not be. */
function fieldOrder(map: () => FieldOrder): FieldOrder {
  try {
    return map();
  } catch (error) {
    if (error instanceof SlipRefused)
      throw new AppError('lottery.bet.invalid', undefined, { reason: error.reason });
    throw error;
  }
}

/** What the field client named or showed must be what the slip places: else nothing is placed. */
function checkAsked(order: FieldOrder, priced: PricedSlip, currency: string): void {
  if (order.issues && order.issues.join() !== priced.numeros.join()) {
    const reason = `issues ${order.issues.join(',')} are not consecutive issues of the game`;
    throw new AppError('lottery.bet.invalid', undefined, { reason });
  }
  if (order.expectedTotal === undefined) return;
  let asked: bigint;
  try {
    asked = decimalToMinor(order.expectedTotal, currency);
  } catch {
    throw new AppError('lottery.bet.invalid', undefined, {
      reason: `betCartAmountSum ${order.expectedTotal} is not an amount`,
    });
  }
  if (asked !== priced.total) {
    const reason = `betCartAmountSum ${order.expectedTotal} differs from the slips' ${minorToDecimal(priced.total, currency)}`;
    throw new AppError('lottery.bet.invalid', undefined, { reason });
  }
}

/** A slip priced and checked against its game and schedule, ready to place. */
interface PricedSlip {
  game: GameRow;
  stopOnWin: boolean;
  lines: PricedLine[];
  numeros: string[];
  wallet: string;
  total: bigint;
}

function newOrderNumber(now: Date): string {
  return `L${now.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * The lottery's rules: schedules, betting, draws and settlement. Money moves only through the
 * ledger: a bet holds its stake on the member's lottery wallet (LOTT where the merchant runs
 * vendor wallets, MAIN otherwise); settlement posts the hold to the LOTTERY house account and
 * pays prizes from it; cancelling or voiding releases the hold.
 */
export class LotteryService {
  private readonly now: () => Date;
  private readonly placements: PlacementBatcher;

  constructor(
    private readonly repository: LotteryRepository,
    private readonly ledger: Ledger,
    private readonly walletSetup: WalletSetupService,
    private readonly options: LotteryOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.placements = new PlacementBatcher((orders) => this.placeBatch(orders));
  }

  schedule(game: GameRow): ScheduleSpec {
    const override = this.options.intervalOverrideSeconds;
    if (override) {
      return {
        intervalSeconds: override,
        lockSeconds: Math.min(game.lockSeconds, Math.floor(override / 4)),
        dayOffsetSeconds: 0,
      };
    }
    return {
      intervalSeconds: game.intervalSeconds,
      lockSeconds: game.lockSeconds,
      dayOffsetSeconds: game.dayOffsetSeconds,
    };
  }

  /** The issue of a schedule index, created (with its committed seed) if no node has yet. */
  async ensureIssue(game: GameRow, index: number, repository = this.repository): Promise<IssueRow> {
    const times = issueAt(this.schedule(game), index);
    const seed = randomBytes(32).toString('hex');
    return repository.ensureIssue({
      merchantId: game.merchantId,
      gameId: game.id,
      numero: times.numero,
      openAt: times.openAt,
      lockAt: times.lockAt,
      drawAt: times.drawAt,
      seed,
      seedHash: seedCommitment(seed),
    });
  }

  async game(merchant: MerchantContext, code: string): Promise<GameRow> {
    const cache = this.options.games;
    const game = cache
      ? (await cache.games(merchant.id, () => this.repository.games(merchant.id))).get(code)
      : await this.repository.game(merchant.id, code);
    if (!game) throw new AppError('lottery.game.not.found');
    return game;
  }

  /** The merchant's enabled games in menu order, from memory where the game cache runs. */
  async games(merchant: MerchantContext): Promise<GameRow[]> {
    const cache = this.options.games;
    if (!cache) return this.repository.games(merchant.id);
    return [...(await cache.games(merchant.id, () => this.repository.games(merchant.id))).values()];
  }

  /** A game of the merchant changed (switched, reordered, its close time): no node keeps it as it was. */
  async gamesChanged(merchantId: number, gameId: number): Promise<void> {
    await this.options.games?.changed(merchantId);
    await this.issuesChanged(gameId);
  }

  /**
   * A game as field clients name it: our numeric id (a number or its digits) or our game code.
   * Only the merchant's enabled games are found.
   */
  async gameOfClient(merchant: MerchantContext, gameId: number | string): Promise<GameRow> {
    const id = typeof gameId === 'number' ? gameId : /^\d+$/.test(gameId) ? Number(gameId) : null;
    if (id === null) return this.game(merchant, String(gameId));
    const game = this.options.games
      ? (await this.games(merchant)).find((g) => g.id === id)
      : await this.repository.gameById(merchant.id, id);
    if (!game) throw new AppError('lottery.game.not.found');
    return game;
  }

  async gameById(merchant: MerchantContext, id: number): Promise<GameRow> {
    const game = await this.repository.gameById(merchant.id, id);
    if (!game) throw new AppError('lottery.game.not.found');
    return game;
  }

  /**
   * The issue taking bets now and the one after it (created on demand), from memory while the
   * schedule has not moved on. For display only: a bet checks its issue in its own transaction.
   */
  async currentIssues(game: GameRow): Promise<{ current: IssueRow; next: IssueRow }> {
    const spec = this.schedule(game);
    const now = this.now();
    const index = indexAt(spec, now);
    const load = async (): Promise<Loaded<CurrentIssues>> => {
      const current = await this.ensureIssue(game, index);
      const next = await this.ensureIssue(game, index + 1);
      return {
        value: { index, current, next },
        keep: true,
        expiresAt: nextChange(spec, index, current, now),
      };
    };
    const cache = this.options.issues;
    if (!cache) return (await load()).value;
    const key = String(game.id);
    let found = await cache.entries.get(key, load);
    // Kept by a node whose clock or schedule put it at another index: this one's answer is asked.
    if (found.index !== index) found = await cache.entries.get(key, load, { fresh: true });
    return { current: found.current, next: found.next };
  }

  /** The game's issues changed (created, drawn, settled, voided) or its schedule did. */
  async issuesChanged(gameId: number): Promise<void> {
    await this.options.issues?.changed(gameId);
  }

  clock(): Date {
    return this.now();
  }

  /** Which wallet the lottery plays from for this merchant. */
  async walletOf(merchant: MerchantContext): Promise<string> {
    const setup = await this.walletSetup.of(merchant);
    return setup.wallets.some((w) => w.code === LOTTERY_WALLET) ? LOTTERY_WALLET : MAIN_WALLET;
  }

  private parseSlip(text: string): BettingSlip {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppError('lottery.bet.invalid');
    }
    const parsed = bettingSlip.safeParse(json);
    if (!parsed.success) throw new AppError('lottery.bet.invalid');
    return parsed.data;
  }

  /**
   * Places a slip. `requestKey` (the Idempotency-Key header or the body's requestId) and the
   * slip's own requestId are one key: the same slip sent again under it answers the first order,
   * even after its issue closed; another slip under it is idempotency.conflict.
   *
   * The order, its holds and its bets are written by one statement (LotteryRepository.placeOrder),
   * which also finds an earlier order under the key: a bet is one round trip and no transaction.
   */
  async place(
    merchant: MerchantContext,
    session: SessionContext,
    slipText: string,
    requestKey: string | null = null,
  ): Promise<BettingResponse & { replayed: boolean }> {
    return this.placeOrder(merchant, session, { slip: this.parseSlip(slipText) }, requestKey);
  }

  /** A betting call: our own client's JSON slip, or a field client's `~` slips beside the game. */
  async placeRequest(
    merchant: MerchantContext,
    session: SessionContext,
    request: BettingRequest,
    requestKey: string | null = null,
  ): Promise<BettingResponse & { replayed: boolean }> {
    if (request.bettingSlipString.trimStart().startsWith('{')) {
      return this.place(merchant, session, request.bettingSlipString, requestKey);
    }
    if (request.gameId === undefined) {
      throw new AppError('lottery.bet.invalid', undefined, { reason: 'gameId is missing' });
    }
    const game = await this.gameOfClient(merchant, request.gameId);
    return this.placeOrder(
      merchant,
      session,
      fieldOrder(() => fieldSlipOf(request, { code: game.code, kind: game.kind as DrawKind })),
      requestKey,
    );
  }

  /** The VN page's bet: its contents as one order of their game. */
  async placeVn(
    merchant: MerchantContext,
    session: SessionContext,
    request: VnBettingRequest,
    requestKey: string | null = null,
  ): Promise<BettingResponse & { replayed: boolean }> {
    const game = await this.gameOfClient(merchant, request.contents[0]!.gameId);
    return this.placeOrder(
      merchant,
      session,
      fieldOrder(() => vnSlipOf(request, { code: game.code, kind: game.kind as DrawKind })),
      requestKey,
    );
  }

  private async placeOrder(
    merchant: MerchantContext,
    session: SessionContext,
    order: FieldOrder,
    requestKey: string | null,
  ): Promise<BettingResponse & { replayed: boolean }> {
    const { slip } = order;
    const key = agreedRequestKey(requestKey, slip.requestId);
    const hash = slipHash(slip);
    let priced: PricedSlip;
    let plan: RiskPlan | null;
    try {
      priced = await this.price(merchant, slip);
      checkAsked(order, priced, merchant.currency);
      plan =
        (await this.options.risk?.plan(
          merchant,
          session.memberId,
          priced.game,
          priced.lines,
          priced.numeros,
        )) ?? null;
    } catch (error) {
      // A slip that cannot be placed (any more) may still be the replay of one that was.
      if (key && error instanceof AppError) {
        const existing = await this.repository.orderByRequest(merchant.id, session.memberId, key);
        if (existing) return this.replayOrder(existing, hash);
      }
      throw error;
    }
    for (let cut = 0; ; cut++) {
      try {
        return await this.placePriced(merchant, session, priced, plan, slip.numero, key, hash);
      } catch (error) {
        if (!(error instanceof RiskRefused) || !plan) throw error;
        const risk = this.options.risk!;
        // The merchant may have bets over the liability cap cut to what fits: one line, lower multiple.
        const cuttable =
          plan.limits.liabilityMode === 'cut' &&
          !error.result.exposureFull &&
          priced.lines.length === 1 &&
          cut < 2;
        if (cuttable) {
          const fit = risk.fitting(
            plan,
            priced.numeros,
            await risk.current(priced.game, plan, priced.numeros),
          );
          const line = priced.lines[0]!;
          const multiple = Number((BigInt(line.multiple) * fit.num) / fit.den);
          if (multiple >= 1 && multiple < line.multiple) {
            const per = line.amount / BigInt(line.multiple);
            const lines = [{ ...line, multiple, amount: per * BigInt(multiple) }];
            const total = lines[0]!.amount * BigInt(priced.numeros.length);
            priced = { ...priced, lines, total };
            plan = await risk.plan(merchant, session.memberId, priced.game, lines, priced.numeros);
            continue;
          }
        }
        throw await risk.refusal(merchant, session.memberId, priced.game, plan, priced.numeros, error.result);
      }
    }
  }

  /** Places a priced slip: its order, holds and bets, and its liability in the same transaction. */
  private async placePriced(
    merchant: MerchantContext,
    session: SessionContext,
    priced: PricedSlip,
    plan: RiskPlan | null,
    numero: string,
    key: string | null,
    hash: string,
  ): Promise<BettingResponse & { replayed: boolean }> {
    const { game, lines, numeros, wallet, total } = priced;
    const now = this.now();
    const risk = plan?.risk ?? null;
    const placementOf = (orderNumber: string): OrderPlacement => ({
      merchantId: merchant.id,
      memberId: session.memberId,
      gameId: game.id,
      orderNumber,
      requestId: key,
      requestHash: key ? hash : null,
      numero,
      numeros,
      stopOnWin: priced.stopOnWin,
      totalAmount: total,
      wallet,
      currency: merchant.currency,
      now,
      lines: lines.map((line) => ({
        ...line,
        holdHash: transferHash({
          merchantId: merchant.id,
          currency: merchant.currency,
          debit: { owner: 'member', memberId: session.memberId, wallet },
          credit: { owner: 'house', code: 'LOTTERY' },
          amount: line.amount,
          kind: 'bet',
          hold: true,
          idempotencyKey: '',
          reference: orderNumber,
        }),
      })),
      holds: { house: 'LOTTERY', kind: 'bet' },
      risk,
    });
    const placed = (orderNumber: string) => ({
      orderNumber,
      numero,
      totalBettingAmount: minorToDecimal(total, merchant.currency),
      replayed: false,
    });
    // Outside a caller's transaction a bet may share its statement and commit with others.
    if (!inTransaction()) {
      const first = placementOf(newOrderNumber(now));
      if (await this.placements.place(first)) return placed(first.orderNumber);
    }
    const single = async (db: DbOrTx) => {
      const repository = this.repository.with(db);
      for (let attempt = 0; ; attempt++) {
        const placement = placementOf(newOrderNumber(now));
        const outcome = await repository.placeOrder(placement);
        if (outcome.placed) {
          if (risk) await this.options.risk!.hold(db, [risk]);
          return placed(placement.orderNumber);
        }
        if (outcome.existing) return this.replayOrder(outcome.existing, hash);
        // Issues nobody created yet, and a house account never used, are made once, then the bet runs again.
        if (outcome.missingIssues.length && attempt < 2) {
          for (const missing of outcome.missingIssues) {
            const index = indexOfNumero(this.schedule(game), missing);
            if (index !== null) await this.ensureIssue(game, index, repository);
          }
          continue;
        }
        if (outcome.missingIssues.length || outcome.closed) throw new AppError('lottery.numero.closed');
        // An account never opened holds nothing.
        if (outcome.noDebitAccount) throw new AppError('balance.insufficient');
        if (outcome.noCreditAccount && attempt < 2) {
          await this.ledger.account(db, merchant.id, merchant.currency, { owner: 'house', code: 'LOTTERY' });
          continue;
        }
        if (outcome.insufficient) throw new AppError('balance.insufficient');
        // The key was taken by an order committed meanwhile: answer it; else the order number was taken.
        if (key) {
          const existing = await repository.orderByRequest(merchant.id, session.memberId, key);
          if (existing) return this.replayOrder(existing, hash);
        }
        if (attempt >= 2) throw new Error('a bet could not be placed');
      }
    };
    // With liability kept, the holds and the counters commit together or not at all.
    return risk ? this.ledger.run((ledger) => single(ledger.tx)) : this.ledger.atOnce(single);
  }

  /**
   * A batch of orders (PlacementBatcher): placed by one statement; with liability kept, in one
   * transaction with their counters. When a counter refuses, nothing of the batch stays and each
   * order is placed alone, which tells its own reason.
   */
  private async placeBatch(orders: OrderPlacement[]): Promise<boolean[]> {
    const risk = this.options.risk;
    if (!risk || !orders.some((o) => o.risk)) return this.repository.placeOrders(orders);
    try {
      return await this.ledger.run(async (ledger) => {
        const placed = await this.repository.with(ledger.tx).placeOrders(orders);
        const held = orders.filter((o, i) => placed[i] && o.risk).map((o) => o.risk!);
        if (held.length) await risk.hold(ledger.tx, held);
        return placed;
      });
    } catch (error) {
      if (error instanceof RiskRefused) return orders.map(() => false);
      throw error;
    }
  }

  /**
   * What a slip costs and where it goes, from memory: the game, each line priced, the issues it
   * bets on (by the schedule; whether they still take bets is decided when it is placed) and the
   * wallet that pays. Refuses what can never be placed.
   */
  private async price(merchant: MerchantContext, slip: BettingSlip): Promise<PricedSlip> {
    const game = await this.game(merchant, slip.gameCode);
    const kind = game.kind as DrawKind;
    const scale = scaleOf(merchant.currency);
    const lines = slip.bets.map((line) => {
      const play = playTypeOf(kind, line.playType);
      const tickets = play?.tickets(line.content) ?? 0;
      const stake = ticketStake(line.moneyMode, scale);
      const prizeGroup = line.prizeGroup ?? game.prizeGroup;
      const refusal = !play
        ? `${game.code} has no play type ${line.playType}`
        : tickets < 1
          ? `the numbers "${line.content}" do not fit ${line.playType}`
          : tickets > LINE_TICKETS_MAX
            ? `${tickets} tickets in a line; at most ${LINE_TICKETS_MAX}`
            : stake === null
              ? `money mode ${line.moneyMode} is finer than ${merchant.currency}`
              : prizeGroup > game.prizeGroup
                ? `prize group ${prizeGroup} is above the game's ${game.prizeGroup}`
                : null;
      if (refusal || stake === null)
        throw new AppError('lottery.bet.invalid', undefined, { reason: refusal });
      return {
        playType: line.playType,
        content: line.content,
        moneyMode: line.moneyMode,
        multiple: line.multiple,
        prizeGroup,
        tickets,
        amount: stake * BigInt(line.multiple) * BigInt(tickets),
      };
    });
    const spec = this.schedule(game);
    const first = indexOfNumero(spec, slip.numero);
    const currentIndex = indexAt(spec, this.now());
    const issueCount = slip.chase?.issues ?? 1;
    if (first === null || first < currentIndex || first + issueCount - 1 > currentIndex + CHASE_ISSUES_MAX) {
      throw new AppError('lottery.numero.closed');
    }
    if (lines.some((line) => line.amount <= 0n)) throw new AppError('amount.invalid');
    const numeros = Array.from({ length: issueCount }, (_, k) => issueAt(spec, first + k).numero);
    const wallet = await this.walletOf(merchant);
    const perIssue = lines.reduce((sum, l) => sum + l.amount, 0n);
    return {
      game,
      stopOnWin: slip.chase?.stopOnWin ?? false,
      lines,
      numeros,
      wallet,
      total: perIssue * BigInt(issueCount),
    };
  }

  /** The first answer to a key, or a conflict when the key was used for another slip. */
  private replayOrder(order: KeyedOrder, hash: string): BettingResponse & { replayed: boolean } {
    // Orders keyed before slips were fingerprinted cannot prove they are this slip.
    if (order.requestHash !== hash) throw new AppError('idempotency.conflict');
    return {
      orderNumber: order.orderNumber,
      numero: order.numero,
      totalBettingAmount: minorToDecimal(order.totalAmount, order.currency),
      replayed: true,
    };
  }

  /** Cancels the order's bets on issues that still take bets; later issues of a chase included. */
  async cancel(merchant: MerchantContext, session: SessionContext, orderNumber: string) {
    const now = this.now();
    return this.ledger.run(async (ledger) => {
      const repository = this.repository.with(ledger.tx);
      const order = await repository.orderByNumber(merchant.id, orderNumber);
      if (!order || order.memberId !== session.memberId) throw new AppError('lottery.order.not.found');
      const bets = (await repository.pendingBetsOfOrder(order.id)).filter((b) => now < b.lockAt);
      if (!bets.length) throw new AppError('lottery.order.not.cancellable');
      const refunded = await this.release(ledger, bets, 'cancelled', now);
      return {
        orderNumber,
        cancelledBets: bets.length,
        refundAmount: minorToDecimal(refunded, order.currency),
      };
    });
  }

  /**
   * Cancels bets by id, as field clients name them (orderDetailId): every one of them is the
   * member's, pending and on an issue still taking bets, or nothing is cancelled.
   */
  async cancelBets(merchant: MerchantContext, session: SessionContext, betIds: number[]) {
    const ids = [...new Set(betIds)];
    const now = this.now();
    return this.ledger.run(async (ledger) => {
      const repository = this.repository.with(ledger.tx);
      const bets = await repository.memberBetsForUpdate(merchant.id, session.memberId, ids);
      if (bets.length !== ids.length) throw new AppError('lottery.order.not.found');
      if (bets.some((b) => b.status !== 'pending' || now >= b.lockAt)) {
        throw new AppError('lottery.order.not.cancellable');
      }
      const refunded = await this.release(ledger, bets, 'cancelled', now);
      return {
        orderDetailIds: bets.map((b) => b.id),
        cancelledBets: bets.length,
        refundAmount: minorToDecimal(refunded, merchant.currency),
      };
    });
  }

  /**
   * Voids an issue that has not been drawn: every pending bet's hold is released. A drawn issue
   * cannot be voided, so nobody can undo a result after seeing it.
   */
  async voidIssue(merchant: MerchantContext, gameCode: string, numero: string): Promise<VoidIssueResult> {
    return this.voidFound(merchant, async (repository) => {
      const game = await repository.game(merchant.id, gameCode);
      if (!game) throw new AppError('lottery.game.not.found');
      return repository.issue(game.id, numero);
    });
  }

  /** The back office's void by issue id; an id of another merchant is resource.not.found. */
  async voidIssueById(merchant: MerchantContext, issueId: number): Promise<VoidIssueResult> {
    return this.voidFound(merchant, async (repository) => {
      const issue = await repository.issueById(issueId);
      if (!issue || issue.merchantId !== merchant.id) throw new AppError('resource.not.found');
      return issue;
    });
  }

  private async voidFound(
    merchant: MerchantContext,
    find: (repository: LotteryRepository) => Promise<IssueRow | null>,
  ): Promise<VoidIssueResult> {
    const now = this.now();
    return this.ledger.run(async (ledger) => {
      const repository = this.repository.with(ledger.tx);
      const found = await find(repository);
      const issue = found && (await repository.issueForUpdate(found.id));
      if (!issue || issue.status !== 'open') throw new AppError('lottery.issue.not.voidable');
      const game = await repository.gameOfIssue(merchant.id, issue.gameId);
      const bets = await repository.pendingBetsOfIssue(issue.id);
      const refunded = await this.release(ledger, bets, 'voided', now);
      await repository.markVoided(issue.id, now);
      await this.options.risk?.drop(ledger.tx, issue.id);
      await this.issuesChanged(issue.gameId);
      return {
        gameCode: game?.code ?? '',
        numero: issue.numero,
        voidedBets: bets.length,
        refundAmount: minorToDecimal(refunded, merchant.currency),
      };
    });
  }

  /** Voids the holds of (locked, pending) bets in bulk and marks the bets; answers the refund. */
  private async release(ledger: LedgerTx, bets: BetRow[], status: BetStatus, now: Date): Promise<bigint> {
    let total = 0n;
    const byMerchant = new Map<number, number[]>();
    for (const bet of bets) {
      let holdIds = byMerchant.get(bet.merchantId);
      if (!holdIds) byMerchant.set(bet.merchantId, (holdIds = []));
      holdIds.push(bet.holdTransferId);
      total += bet.amount;
    }
    for (const [merchantId, holdIds] of byMerchant) {
      await releaseHoldsInBulk(ledger, { merchantId, holdIds, now });
    }
    await this.repository.with(ledger.tx).settleBets(
      bets.map((b) => ({ id: b.id, status, payout: 0n })),
      now,
    );
    // A voided issue's counters go with it; cancelled bets take their part back.
    if (status !== 'voided') await this.options.risk?.release(ledger.tx, bets);
    return total;
  }

  /**
   * One scheduler pass: every game has its current and next issue (seed committed), and every
   * issue whose draw time has passed is drawn and settled. Safe on several nodes at once.
   */
  async tick(signal?: AbortSignal): Promise<{ drawn: number; settled: number }> {
    const now = this.now();
    // The current and the next issue of every game: asked for in one query, created where
    // missing. The pass runs every second; one insert attempt per issue cost ~50 queries a pass.
    const wanted = (await this.repository.allGames()).flatMap((game) => {
      const spec = this.schedule(game);
      const index = indexAt(spec, now);
      return [index, index + 1].map((i) => ({ game, index: i, numero: issueAt(spec, i).numero }));
    });
    const existing = await this.repository.existingIssues(
      wanted.map((w) => ({ gameId: w.game.id, numero: w.numero })),
    );
    for (const w of wanted) {
      if (!existing.has(`${w.game.id}:${w.numero}`)) {
        await this.ensureIssue(w.game, w.index);
        await this.issuesChanged(w.game.id);
      }
    }
    let drawn = 0;
    let settled = 0;
    for (const issue of await this.repository.dueIssues(now)) {
      // A node shutting down draws and settles nothing more: what is left is due for the next pass.
      if (signal?.aborted) break;
      if (issue.status === 'open' && (await this.draw(issue))) drawn++;
      settled += (await this.settleIssue(issue.id, signal)).settled;
    }
    return { drawn, settled };
  }

  /** Computes the result from the committed seed; only the first caller writes it. */
  async draw(issue: IssueRow): Promise<IssueRow | null> {
    const game = await this.repository.gameOfIssue(issue.merchantId, issue.gameId);
    if (!game) return null;
    const winNo = drawWinNo(game.kind as DrawKind, issue.seed, game.code, issue.numero);
    const drawn = await this.repository.markDrawn(issue.id, winNo, this.now());
    if (drawn) {
      await this.issuesChanged(drawn.gameId);
      // Only the caller that stored the result announces it, so each draw is pushed once.
      await this.options.draws?.drawn(drawn.merchantId, {
        gameCode: game.code,
        numero: drawn.numero,
        winNumber: winNo,
        drawTime: drawn.drawAt.getTime(),
      });
    }
    return drawn;
  }

  /**
   * Settles every pending bet of a drawn issue, batch by batch; safe to run again after a crash.
   * Once `signal` is aborted (the node is shutting down) the batch in progress commits and no
   * other begins: the issue stays drawn with its bets left pending, for the next pass of any node.
   */
  async settleIssue(issueId: number, signal?: AbortSignal): Promise<SettleResult> {
    const result: SettleResult = { settled: 0, won: 0 };
    // Each batch starts after the last bet of the one before: the index entries of bets already
    // settled are not walked again. Bets skipped while another settler held them (and maybe
    // rolled back) lie behind that point, so the end is only the end when a pass from the start
    // finds nothing either.
    let after = 0;
    // The game of the issue, read by the first batch: its kind decides the payouts of them all.
    const games = new Map<number, GameRow>();
    while (!signal?.aborted) {
      const batch = await this.settleBatch(issueId, after, games);
      if (batch === null) {
        if (after === 0) break;
        after = 0;
        continue;
      }
      result.settled += batch.settled;
      result.won += batch.won;
      after = batch.last;
      // A turn of the event loop between batches: PGlite runs in this thread and its answers
      // come as microtasks, so without it a settlement of many batches would hold back every
      // request, and a shutdown signal, until its last batch.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return result;
  }

  /**
   * One transaction: posts the holds, pays the prizes and records the outcomes of pending bets
   * after bet `after`; null when there are none (and, from the start, marks the issue settled).
   */
  private async settleBatch(
    issueId: number,
    after: number,
    games: Map<number, GameRow>,
  ): Promise<(SettleResult & { last: number }) | null> {
    const now = this.now();
    return this.ledger.run(async (ledger) => {
      const repository = this.repository.with(ledger.tx);
      const issue = await repository.issueById(issueId);
      if (!issue || issue.status !== 'drawn' || issue.winNo === null) return null;
      const bets = await repository.pendingBetsForSettlement(
        issueId,
        after,
        this.options.settlementBatch ?? SETTLEMENT_BATCH,
      );
      if (!bets.length) {
        if (after === 0 && (await repository.markSettled(issueId, now))) {
          await this.options.risk?.drop(ledger.tx, issueId);
          await this.issuesChanged(issue.gameId);
        }
        return null;
      }
      const game = games.get(issue.gameId) ?? (await repository.gameOfIssue(issue.merchantId, issue.gameId));
      if (!game) throw new Error(`issue ${issueId} without its game`);
      games.set(game.id, game);
      const payoutOf = this.payouts(game, issue.winNo.split(','));
      const ids: number[] = [];
      const payouts: bigint[] = [];
      const byCurrency = new Map<string, { holdIds: number[]; payouts: HoldPayout[]; stake: bigint }>();
      const wonOrders = new Set<number>();
      let won = 0;
      for (const bet of bets) {
        const payout = payoutOf(bet);
        let group = byCurrency.get(bet.currency);
        if (!group) byCurrency.set(bet.currency, (group = { holdIds: [], payouts: [], stake: 0n }));
        group.holdIds.push(bet.holdTransferId);
        group.stake += bet.amount;
        if (payout > 0n) {
          group.payouts.push({ holdId: bet.holdTransferId, amount: payout, key: bet.id });
          wonOrders.add(bet.orderId);
          won++;
        }
        ids.push(bet.id);
        payouts.push(payout);
      }
      for (const [currency, group] of byCurrency) {
        await settleHoldsInBulk(ledger, {
          merchantId: issue.merchantId,
          currency,
          holdIds: group.holdIds,
          house: 'LOTTERY',
          payouts: group.payouts,
          payoutKind: 'payout',
          keyPrefix: PAYOUT_KEY_PREFIX,
          reference: issue.numero,
          now,
        });
      }
      for (const bet of bets) await this.options.onSettleStep?.(bet);
      await repository.recordOutcomes(ids, payouts, now);
      await this.options.activity?.changed(bets.map((b) => b.memberId));
      for (const [currency, group] of byCurrency) {
        await repository.growJackpot(issue.merchantId, currency, group.stake / JACKPOT_SHARE_DIVISOR, now);
      }
      // Chases that stop at a win release their bets on later issues.
      const stopping = await repository.stopOnWinOrders([...wonOrders]);
      const later = await repository.pendingBetsOfOrdersAfter(stopping, issue.drawAt);
      if (later.length) await this.release(ledger, later, 'cancelled', now);
      return {
        settled: bets.length,
        won,
        last: bets[bets.length - 1]!.id,
      };
    });
  }

  /**
   * The payout of each bet against one drawn result. Bets of an issue repeat few distinct lines
   * and stakes, so the winning tickets are worked out once per play type and content, and the
   * prize once per line and stake.
   */
  private payouts(game: GameRow, numbers: string[]) {
    type Wins = ReturnType<NonNullable<ReturnType<typeof playTypeOf>>['wins']>;
    const lines = new Map<string, { wins: Wins; prizes: Map<string, bigint> }>();
    return (bet: Pick<BetRow, 'playType' | 'content' | 'amount' | 'tickets' | 'prizeGroup'>): bigint => {
      const key = `${bet.playType}\u0000${bet.content}`;
      let line = lines.get(key);
      if (!line) {
        const play = playTypeOf(game.kind as DrawKind, bet.playType);
        line = { wins: play ? play.wins(bet.content, numbers) : [], prizes: new Map() };
        lines.set(key, line);
      }
      if (!line.wins.length) return 0n;
      const stakeKey = `${bet.amount}:${bet.tickets}:${bet.prizeGroup}`;
      let payout = line.prizes.get(stakeKey);
      if (payout === undefined) {
        const stake = bet.amount / BigInt(bet.tickets);
        payout = line.wins.reduce((sum, w) => sum + ticketPayout(stake, bet.prizeGroup, w), 0n);
        line.prizes.set(stakeKey, payout);
      }
      return payout;
    };
  }

  /** A fresh jackpot starts at a random figure under 100 million major units. */
  static initialJackpot(currency: string): bigint {
    return majorToMinor(randomInt(10_000_000, 100_000_000), currency);
  }
}

/**
 * The first instant after `now` at which the current issues can change by time alone: the current
 * issue stops taking bets, is drawn, or the schedule moves to the next index.
 */
function nextChange(spec: ScheduleSpec, index: number, current: IssueRow, now: Date): number {
  const instants = [
    current.lockAt.getTime(),
    current.drawAt.getTime(),
    issueAt(spec, index + 1).openAt.getTime(),
  ];
  const ahead = instants.filter((t) => t > now.getTime());
  return ahead.length ? Math.min(...ahead) : now.getTime();
}

import { randomBytes } from 'node:crypto';
import { minorToDecimal, type SeamlessResponse } from '@platform/shared';
import { CRASH_CODE, CRASH_VENDOR_CODE, SLOT_VENDOR_CODE, type SlotCode } from './games.js';
import { playCrash, crashWinMinor } from './crash-math.js';
import { LINE_COUNT, spinSlot, type LineWin, type ScatterWin, type Window } from './slot-math.js';
import { cryptoRng, type Rng } from './rng.js';
import type { SeamlessOperation, SeamlessTransport } from './platform-wallet.js';

/**
 * One Lotus round per request. Real money moves only through the platform's seamless wallet:
 * debit the stake, draw the outcome, credit the win (also a zero win, so the platform sees every
 * round closed), and roll the debit back when the round cannot be completed after it.
 */

/** Who plays with real money: what the launch URL gave the page. Demo rounds have no player. */
export interface RealPlayer {
  session: string;
  player: string;
  currency: string;
}

export type VendorErrorCode =
  'INSUFFICIENT_FUNDS' | 'SESSION_EXPIRED' | 'PLATFORM_REJECTED' | 'PLATFORM_UNAVAILABLE' | 'ROUND_FAILED';

const HTTP_STATUS: Record<VendorErrorCode, number> = {
  INSUFFICIENT_FUNDS: 402,
  SESSION_EXPIRED: 401,
  PLATFORM_REJECTED: 409,
  PLATFORM_UNAVAILABLE: 503,
  ROUND_FAILED: 502,
};

/** A round that did not happen (or was undone); `balance` is the platform's when it told us. */
export class VendorError extends Error {
  readonly status: number;
  constructor(
    readonly code: VendorErrorCode,
    readonly balance: string | null = null,
  ) {
    super(code);
    this.status = HTTP_STATUS[code];
  }
}

export interface SlotRound {
  roundId: string;
  gameCode: SlotCode;
  reels: Window;
  lines: (LineWin & { win: string })[];
  scatter: (ScatterWin & { win: string }) | null;
  bet: string;
  win: string;
  /** Platform balance after the round; null in demo mode (the page keeps the demo balance). */
  balance: string | null;
  currency: string;
}

export interface CrashRound {
  roundId: string;
  gameCode: typeof CRASH_CODE;
  /** Crash point and target as decimal multipliers ("2.37"). */
  crashPoint: string;
  target: string;
  won: boolean;
  stake: string;
  win: string;
  balance: string | null;
  currency: string;
}

export interface RoundLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LotusRoundsOptions {
  rng?: Rng;
  now?: () => number;
  newRoundId?: () => string;
  logger?: RoundLogger;
}

const silentLogger: RoundLogger = { warn: () => undefined, error: () => undefined };

function newRoundId(): string {
  return `LT${Date.now().toString(36)}${randomBytes(8).toString('hex')}`.toUpperCase();
}

function multiplierText(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

export class LotusRounds {
  private readonly rng: Rng;
  private readonly now: () => number;
  private readonly newRoundId: () => string;
  private readonly logger: RoundLogger;

  constructor(
    private readonly transport: SeamlessTransport,
    options: LotusRoundsOptions = {},
  ) {
    this.rng = options.rng ?? cryptoRng;
    this.now = options.now ?? Date.now;
    this.newRoundId = options.newRoundId ?? newRoundId;
    this.logger = options.logger ?? silentLogger;
  }

  async balance(vendorCode: string, player: RealPlayer): Promise<{ balance: string; currency: string }> {
    const answer = await this.call(vendorCode, 'balance', this.base(player)).catch(() => {
      throw new VendorError('PLATFORM_UNAVAILABLE');
    });
    if (answer.status !== 'OK' || answer.balance === null) throw this.refusal(answer);
    return { balance: answer.balance, currency: answer.currency ?? player.currency };
  }

  /** A slot spin; `player` null plays demo (outcome only, no money). */
  async spin(
    gameCode: SlotCode,
    player: RealPlayer | null,
    betMinor: bigint,
    currency: string,
  ): Promise<SlotRound> {
    const lineBet = betMinor / BigInt(LINE_COUNT);
    const play = () => {
      const outcome = spinSlot(this.rng);
      const lines = outcome.lines.map((l) => ({
        ...l,
        win: minorToDecimal(lineBet * BigInt(l.multiplier), currency),
      }));
      const scatter = outcome.scatter
        ? { ...outcome.scatter, win: minorToDecimal(betMinor * BigInt(outcome.scatter.multiplier), currency) }
        : null;
      return {
        winMinor: lineBet * BigInt(outcome.lineBetMultiple),
        result: { reels: outcome.reels, lines, scatter },
      };
    };
    const round = await this.round(SLOT_VENDOR_CODE, gameCode, player, betMinor, currency, play);
    return {
      roundId: round.roundId,
      gameCode,
      ...round.result,
      bet: minorToDecimal(betMinor, currency),
      win: minorToDecimal(round.winMinor, currency),
      balance: round.balance,
      currency,
    };
  }

  async crash(
    player: RealPlayer | null,
    stakeMinor: bigint,
    targetHundredths: number,
    currency: string,
  ): Promise<CrashRound> {
    const play = () => {
      const outcome = playCrash(targetHundredths, this.rng);
      return { winMinor: crashWinMinor(stakeMinor, outcome), result: outcome };
    };
    const round = await this.round(CRASH_VENDOR_CODE, CRASH_CODE, player, stakeMinor, currency, play);
    return {
      roundId: round.roundId,
      gameCode: CRASH_CODE,
      crashPoint: multiplierText(round.result.crashHundredths),
      target: multiplierText(targetHundredths),
      won: round.result.won,
      stake: minorToDecimal(stakeMinor, currency),
      win: minorToDecimal(round.winMinor, currency),
      balance: round.balance,
      currency,
    };
  }

  private async round<T>(
    vendorCode: string,
    gameCode: string,
    player: RealPlayer | null,
    stakeMinor: bigint,
    currency: string,
    play: () => { winMinor: bigint; result: T },
  ): Promise<{ roundId: string; winMinor: bigint; result: T; balance: string | null }> {
    const roundId = this.newRoundId();
    if (!player) return { roundId, ...play(), balance: null };

    const money = { roundId, gameCode, ...this.base(player) };
    const debitId = `${roundId}:d`;
    let debit: SeamlessResponse;
    try {
      debit = await this.call(vendorCode, 'debit', {
        ...money,
        transactionId: debitId,
        amount: minorToDecimal(stakeMinor, currency),
      });
    } catch (error) {
      // The debit may or may not have landed: undo it to be sure, then tell the player.
      this.logger.warn({ err: error, roundId }, 'lotus debit failed in transport');
      await this.rollback(vendorCode, money, debitId);
      throw new VendorError('PLATFORM_UNAVAILABLE');
    }
    if (debit.status !== 'OK') throw this.refusal(debit);

    let outcome: { winMinor: bigint; result: T };
    try {
      outcome = play();
    } catch (error) {
      this.logger.error({ err: error, roundId }, 'lotus outcome failed after the debit');
      await this.rollback(vendorCode, money, debitId);
      throw new VendorError('ROUND_FAILED');
    }

    const credit = await this.retrying(vendorCode, 'credit', {
      ...money,
      transactionId: `${roundId}:c`,
      amount: minorToDecimal(outcome.winMinor, currency),
    });
    if (credit?.status === 'OK') return { roundId, ...outcome, balance: credit.balance };

    this.logger.error(
      { roundId, status: credit?.status ?? 'no answer' },
      'lotus credit failed; rolling back',
    );
    const undone = await this.rollback(vendorCode, money, debitId);
    throw new VendorError('ROUND_FAILED', undone?.balance ?? null);
  }

  private async rollback(
    vendorCode: string,
    money: { roundId: string; gameCode: string },
    debitId: string,
  ): Promise<SeamlessResponse | null> {
    const answer = await this.retrying(vendorCode, 'rollback', {
      ...money,
      transactionId: `${money.roundId}:r`,
      referenceTransactionId: debitId,
    });
    if (answer?.status !== 'OK') {
      this.logger.error(
        { roundId: money.roundId, status: answer?.status ?? 'no answer' },
        'lotus rollback failed',
      );
    }
    return answer;
  }

  /**
   * Credits and rollbacks are idempotent by transaction id, so a second attempt is safe; it is
   * made when the first gave no answer or a transient ERROR.
   */
  private async retrying(
    vendorCode: string,
    operation: SeamlessOperation,
    body: object,
  ): Promise<SeamlessResponse | null> {
    let last: SeamlessResponse | null = null;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        last = await this.call(vendorCode, operation, body);
        if (last.status !== 'ERROR') return last;
      } catch (error) {
        this.logger.warn({ err: error, operation }, 'lotus callback failed in transport');
      }
    }
    return last;
  }

  private call(vendorCode: string, operation: SeamlessOperation, body: object): Promise<SeamlessResponse> {
    return this.transport.call(vendorCode, operation, { ...body, timestamp: this.now() });
  }

  private base(player: RealPlayer) {
    return { sessionToken: player.session, playerId: player.player, currency: player.currency };
  }

  private refusal(answer: SeamlessResponse): VendorError {
    if (answer.status === 'INSUFFICIENT_FUNDS') return new VendorError('INSUFFICIENT_FUNDS', answer.balance);
    if (answer.status === 'INVALID_SESSION') return new VendorError('SESSION_EXPIRED');
    if (answer.status === 'ERROR') return new VendorError('PLATFORM_UNAVAILABLE');
    return new VendorError('PLATFORM_REJECTED');
  }
}

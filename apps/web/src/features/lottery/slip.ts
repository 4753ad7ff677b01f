import {
  CHASE_ISSUES_MAX,
  MULTIPLE_MAX,
  SLIP_LINES_MAX,
  ticketStake,
  type BettingSlip,
  type MoneyMode,
} from '@platform/shared';

/** One line of the slip as the page keeps it: what the wire takes plus what the page shows. */
export interface SlipLine {
  id: number;
  playType: string;
  content: string;
  moneyMode: MoneyMode;
  multiple: number;
  tickets: number;
}

export const MONEY_MODE_ORDER: readonly MoneyMode[] = ['Y', 'J', 'F'];

/** Money modes the currency can carry: a mode finer than the currency's minor unit is left out. */
export function moneyModesFor(scale: number): MoneyMode[] {
  return MONEY_MODE_ORDER.filter((m) => ticketStake(m, scale) !== null);
}

/** Minor units a line stakes on one issue. */
export function lineAmount(
  line: Pick<SlipLine, 'moneyMode' | 'multiple' | 'tickets'>,
  scale: number,
): bigint {
  const stake = ticketStake(line.moneyMode, scale) ?? 0n;
  return stake * BigInt(line.multiple) * BigInt(line.tickets);
}

/**
 * What one winning ticket pays at this unit and multiple, in minor units. Odds are quoted for a
 * ticket of 2 major units (oddsOf) with 4 decimals; the result is floored like a payout.
 */
export function ticketPrize(
  odds: number,
  line: Pick<SlipLine, 'moneyMode' | 'multiple'>,
  scale: number,
): bigint {
  const stake = (ticketStake(line.moneyMode, scale) ?? 0n) * BigInt(line.multiple);
  return (stake * BigInt(Math.round(odds * 10_000))) / 20_000n;
}

/** Minor units of the whole slip: every line on every issue followed. */
export function slipTotal(lines: readonly SlipLine[], scale: number, issues: number): bigint {
  return lines.reduce((sum, l) => sum + lineAmount(l, scale), 0n) * BigInt(Math.max(1, issues));
}

/** A multiple typed by a person, kept within 1..MULTIPLE_MAX; anything unreadable becomes 1. */
export function clampMultiple(text: string | number): number {
  const n = Math.floor(Number(text));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, MULTIPLE_MAX);
}

/** Issues a chase follows, kept within 2..CHASE_ISSUES_MAX. */
export function clampChaseIssues(text: string | number): number {
  const n = Math.floor(Number(text));
  if (!Number.isFinite(n) || n < 2) return 2;
  return Math.min(n, CHASE_ISSUES_MAX);
}

/**
 * Adds a line to the slip; the same play type and numbers at the same money mode add up their
 * multiples instead of making a second line. Returns null when the slip is full.
 */
export function addLine(lines: readonly SlipLine[], line: SlipLine): SlipLine[] | null {
  const same = lines.find(
    (l) => l.playType === line.playType && l.content === line.content && l.moneyMode === line.moneyMode,
  );
  if (same) {
    return lines.map((l) => (l === same ? { ...l, multiple: clampMultiple(l.multiple + line.multiple) } : l));
  }
  if (lines.length >= SLIP_LINES_MAX) return null;
  return [...lines, line];
}

/** The wire's betting slip for these lines on `numero`; the sender adds its requestId. */
export function toBettingSlip(
  gameCode: string,
  numero: string,
  lines: readonly SlipLine[],
  chase: { issues: number; stopOnWin: boolean } | null,
): Omit<BettingSlip, 'requestId'> {
  return {
    gameCode,
    numero,
    bets: lines.map(({ playType, content, moneyMode, multiple }) => ({
      playType,
      content,
      moneyMode,
      multiple,
    })),
    ...(chase ? { chase } : {}),
  };
}

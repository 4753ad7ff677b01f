import {
  FIELD_BETTING_MODES,
  FIELD_ORDER_STATUS,
  minorToNumber,
  type LotteryOrderDetail,
} from '@platform/shared';
import type { BetRow } from './lottery.repository.js';
import { indexOfNumero, type ScheduleSpec } from './schedule.js';

/** A bet as the member's lists read it: the bet and what they show of its order and issue. */
export interface BetListRow {
  bet: BetRow;
  orderNumero: string;
  chaseIssues: number;
  numero: string;
  winNo: string | null;
  lockAt: Date;
}

/** What `orderStatus` a field client sees for a bet at `now`. */
export function fieldStatusOf(bet: Pick<BetRow, 'status'>, lockAt: Date, now: Date): number {
  switch (bet.status) {
    case 'pending':
      return now < lockAt ? FIELD_ORDER_STATUS.cancellable : FIELD_ORDER_STATUS.waiting;
    case 'won':
      return FIELD_ORDER_STATUS.won;
    case 'lost':
      return FIELD_ORDER_STATUS.lost;
    case 'cancelled':
      return FIELD_ORDER_STATUS.cancelled;
    case 'voided':
      return FIELD_ORDER_STATUS.voided;
  }
}

/**
 * The bet's place in its chase, 1 for the first issue: by the schedule, which numbers issues
 * consecutively (1 when the game's schedule is not known any more).
 */
function chasingOrderOf(row: BetListRow, spec: ScheduleSpec | undefined): number {
  if (row.chaseIssues <= 1 || !spec) return 1;
  const first = indexOfNumero(spec, row.orderNumero);
  const index = indexOfNumero(spec, row.numero);
  return first === null || index === null ? 1 : index - first + 1;
}

/** The field's names for a bet in a list (see lotteryOrderValue). */
export function fieldOrderFields(row: BetListRow, now: Date, spec: ScheduleSpec | undefined) {
  const { bet } = row;
  const mode = FIELD_BETTING_MODES.find((m) => m.mode === bet.moneyMode) ?? FIELD_BETTING_MODES[0]!;
  const settled = bet.status === 'won' || bet.status === 'lost';
  return {
    orderDetailId: bet.id,
    orderMasterId: bet.orderId,
    orderStatus: fieldStatusOf(bet, row.lockAt, now),
    winningNumber: row.winNo,
    bettingModeId: mode.id,
    bettingModeCode: mode.code,
    series: bet.prizeGroup,
    stakes: bet.tickets,
    bettingAmount: minorToNumber(bet.amount, bet.currency),
    winningAmount: settled ? minorToNumber(bet.payout ?? 0n, bet.currency) : null,
    bettingTime: bet.createdAt.getTime(),
    chasing: row.chaseIssues > 1,
    chasingOrder: chasingOrderOf(row, spec),
  };
}

/** A bet's line as the detail spells it: the content and the numbers at each position. */
export function orderInfoOf(bet: BetRow): LotteryOrderDetail['orderInfos'][number] {
  const positions = bet.content.split('|');
  const at = (i: number) => (positions.length > 1 || i === 0 ? (positions[i] ?? null) : null);
  return {
    playCode: bet.playType,
    bettingContent: bet.content,
    first: at(0),
    second: at(1),
    third: at(2),
    fourth: at(3),
    fifth: at(4),
    stakes: bet.tickets,
    bettingAmount: minorToNumber(bet.amount, bet.currency),
  };
}

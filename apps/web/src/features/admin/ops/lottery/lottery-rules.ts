import { LOCK_SECONDS_MAX, type AdminLotteryIssue } from '@platform/shared';
import { dayEndMs, dayStartMs } from '../../ui/format';

/**
 * The longest betting close an operator may set for a game: below half its interval (so every
 * issue keeps most of its time open for bets) and never above LOCK_SECONDS_MAX.
 */
export function lockSecondsMax(intervalSeconds: number): number {
  const belowHalf = Math.ceil(intervalSeconds / 2) - 1;
  return Math.max(0, Math.min(LOCK_SECONDS_MAX, belowHalf));
}

/** Only an issue still taking bets or waiting for its draw can be voided (stakes refunded). */
export function canVoid(issue: Pick<AdminLotteryIssue, 'status'>): boolean {
  return issue.status === 'open';
}

/** The issue query's draw-time bounds from a day range (the end day counts whole). */
export function drawTimeBounds(range: { from: string; to: string }): { from?: number; to?: number } {
  const from = range.from ? dayStartMs(range.from) : undefined;
  const end = range.to ? dayEndMs(range.to) : undefined;
  return { from, to: end === undefined ? undefined : end - 1 };
}

/** Seconds as "1h 5m 3s" style parts for schedules; 0 stays "0s". */
export function formatSeconds(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = [h ? `${h}h` : '', m ? `${m}m` : '', s || (!h && !m) ? `${s}s` : ''];
  return parts.filter(Boolean).join(' ');
}

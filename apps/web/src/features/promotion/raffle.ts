import type { RaffleStatus } from '@platform/shared';

/**
 * The raffle tip: hidden once claimed or ended; before the start it counts down to the
 * start, after it to the moment the tip disappears (the schedule's end). A failed claim closes it.
 */
export type RaffleTipState =
  { phase: 'hidden' } | { phase: 'waiting'; remainingMs: number } | { phase: 'open'; remainingMs: number };

/** `offsetMs` is server time minus local time when the status was read. */
export function raffleTipState(
  status: RaffleStatus | null | undefined,
  nowLocal: number,
  offsetMs: number,
): RaffleTipState {
  if (!status || status.isClaimed || status.hasEnded || status.due === null) return { phase: 'hidden' };
  const remainingMs = Math.max(0, status.due - (nowLocal + offsetMs));
  if (!status.hasStarted) return { phase: 'waiting', remainingMs };
  return remainingMs > 0 ? { phase: 'open', remainingMs } : { phase: 'hidden' };
}

export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

const STORE_PREFIX = 'raffle-tip-closed:';

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Closing the tip is remembered per schedule in local storage. */
export function raffleTipClosed(promotionId: number, scheduleId: number | null): boolean {
  return local()?.getItem(`${STORE_PREFIX}${promotionId}:${scheduleId ?? 0}`) === '1';
}

export function closeRaffleTip(promotionId: number, scheduleId: number | null): void {
  try {
    local()?.setItem(`${STORE_PREFIX}${promotionId}:${scheduleId ?? 0}`, '1');
  } catch {
    // Storage full or blocked: the tip only comes back on the next visit.
  }
}

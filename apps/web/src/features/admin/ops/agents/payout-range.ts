import { ADMIN_PAYOUT_MAX_DAYS } from '@platform/shared';
import { daysInRange, dayStartMs } from '../../ui/format';

/** Why a payout day range cannot be asked for (text key), or null when it can. */
export function payoutRangeError(range: { from: string; to: string }): string | null {
  if (dayStartMs(range.from) === undefined || dayStartMs(range.to) === undefined) return 'ops_err_range_days';
  const days = daysInRange(range.from, range.to);
  if (days < 1) return 'ops_err_range_order';
  if (days > ADMIN_PAYOUT_MAX_DAYS) return 'ops_err_range_too_long';
  return null;
}

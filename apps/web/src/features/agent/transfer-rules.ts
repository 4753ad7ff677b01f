import { decimalToMinor, minorToDecimal } from '@platform/shared';
import { parseAmountInput } from '../../lib/money/amounts';

export type TransferTotal = { ok: true; amount: string; minor: bigint } | { ok: false };

/** The sum of the typed amounts of a batch, or not ok while any of them is not a valid amount. */
export function transferTotal(amounts: readonly string[], currency: string): TransferTotal {
  let minor = 0n;
  for (const text of amounts) {
    const checked = parseAmountInput(text, currency);
    if (!checked.ok) return { ok: false };
    minor += checked.minor;
  }
  return { ok: true, amount: minorToDecimal(minor, currency), minor };
}

/** True when a batch would need more than the available balance (a decimal string). */
export function overAvailable(
  total: TransferTotal,
  available: string | undefined,
  currency: string,
): boolean {
  if (!total.ok || available === undefined) return false;
  return total.minor > decimalToMinor(available, currency);
}

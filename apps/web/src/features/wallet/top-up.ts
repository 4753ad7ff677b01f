import { decimalToMinor, majorToMinor, minorToDecimal } from '@platform/shared';

/**
 * Moving money from the main wallet into another of the member's wallets without leaving the
 * page: the lottery slip's shortfall, and the amount a game launch takes along. Amounts are
 * decimal strings in the currency's scale; the arithmetic is done in minor units.
 */

/** What a slip of `needMinor` lacks in a wallet holding `available`: never below zero. */
export function shortfallMinor(
  needMinor: bigint,
  available: string | null | undefined,
  currency: string,
): bigint {
  const have = available ? decimalToMinor(available, currency) : 0n;
  return needMinor > have ? needMinor - have : 0n;
}

/** A transfer's prefilled amount: the shortfall, but no more than the main wallet holds. */
export function topUpAmount(
  shortfall: bigint,
  mainAvailable: string | null | undefined,
  currency: string,
): string {
  const main = mainAvailable ? decimalToMinor(mainAvailable, currency) : 0n;
  const amount = shortfall < main ? shortfall : main;
  return amount > 0n ? minorToDecimal(amount, currency) : '';
}

/** The round amount a launch takes along when the member has not chosen one before (major units). */
export const LAUNCH_TRANSFER_DEFAULT_MAJOR = 100;

/**
 * The amount a launch dialog starts with: the member's last choice, else a round default, in both
 * cases no more than the main wallet holds (and empty when it holds nothing).
 */
export function launchAmountDefault(
  mainAvailable: string | null | undefined,
  remembered: string | null,
  currency: string,
): string {
  const main = mainAvailable ? decimalToMinor(mainAvailable, currency) : 0n;
  if (main <= 0n) return '';
  let wanted = majorToMinor(LAUNCH_TRANSFER_DEFAULT_MAJOR, currency);
  if (remembered) {
    try {
      const chosen = decimalToMinor(remembered, currency);
      if (chosen > 0n) wanted = chosen;
    } catch {
      // A stored value of another currency's scale or a damaged one: the default instead.
    }
  }
  return minorToDecimal(wanted < main ? wanted : main, currency);
}

const LAUNCH_AMOUNT_KEY = 'launchTransferAmount';

function memberKey(merchant: string, customerId: string): string {
  return `${LAUNCH_AMOUNT_KEY}:${merchant}:${customerId}`;
}

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The amount this member last took into a game, on this device (null when none). */
export function rememberedLaunchAmount(merchant: string, customerId: string | null): string | null {
  if (!customerId) return null;
  return local()?.getItem(memberKey(merchant, customerId)) ?? null;
}

export function rememberLaunchAmount(merchant: string, customerId: string | null, amount: string): void {
  if (!customerId) return;
  try {
    local()?.setItem(memberKey(merchant, customerId), amount);
  } catch {
    // Storage full or refused: the next launch offers the default again.
  }
}

import type { TFunction } from './translator';

/** A game-type code (LOTT, RNG, FISH, LIVE, PVP, SPORTS, ESPORTS…) as players read it; an unknown code as sent. */
export function gameTypeText(t: TFunction, code: string): string {
  return t(`game_${code.trim().toLowerCase()}`, code);
}

/**
 * Ledger remarks the platform itself writes (seeds and the server), by their stored English text:
 * shown in the player's language. Any other remark is the merchant's or member's own words.
 */
const REMARK_KEYS: Record<string, string> = {
  'Opening balance': 'remark_opening_balance',
  'Game wallet transfer': 'remark_game_wallet_transfer',
};

export function remarkText(t: TFunction, remarks: string): string {
  const key = REMARK_KEYS[remarks.trim()];
  return key ? t(key, remarks) : remarks;
}

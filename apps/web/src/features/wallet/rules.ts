/**
 * Who may use which wallet page: transfer fund is hidden for a single-wallet merchant;
 * transfer to upline needs toUpline 1, isAgent other than 2, and the AGETRANSFERUP3 flag.
 */
export interface WalletAccess {
  /** null while the merchant wallet is unknown. */
  isSingle: boolean | null;
  toUpline: number | null | undefined;
  isAgent: number | null | undefined;
  flagsOn: ReadonlySet<string> | null;
}

export function uplineTransferAllowed(access: WalletAccess): boolean {
  return (
    access.toUpline === 1 &&
    access.isAgent !== null &&
    access.isAgent !== undefined &&
    access.isAgent !== 2 &&
    Boolean(access.flagsOn?.has('AGETRANSFERUP3'))
  );
}

/** Whether the member centre and the info bar offer a page; pages outside the wallet always are. */
export function walletPageShown(page: string, access: WalletAccess): boolean {
  if (page === 'transferFund') return access.isSingle === false;
  if (page === 'transferUpline') return uplineTransferAllowed(access);
  return true;
}

/** Whether withdrawals and transfers to other members ask for the payment password. */
export function paymentPasswordAsked(flagsOn: ReadonlySet<string> | null): boolean {
  // Unknown flags: ask, since a missing password only costs a refusal, never money.
  return flagsOn === null || flagsOn.has('PAYMENTPASS3');
}

/**
 * The turnover a member still has to wager before withdrawing, as the decimal string the server
 * sent, or null when nothing is left (0.00) or it is not known yet: the withdrawal page only
 * shows a figure that stands in the member's way.
 */
export function turnoverToGo(summary: { remaining: string } | null | undefined): string | null {
  if (!summary) return null;
  const remaining = summary.remaining.trim();
  // A decimal string: left while it is not negative and has a digit other than 0.
  return !remaining.startsWith('-') && /[1-9]/.test(remaining) ? remaining : null;
}

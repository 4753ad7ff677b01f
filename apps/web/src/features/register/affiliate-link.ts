/** An affiliate code carried by the link (?affiliateCode=), kept for the visit like the referral code. */
export const AFFILIATE_KEY = 'affiliateCode';

export function rememberLinkAffiliate(code: string | null): void {
  if (!code) return;
  try {
    if (/^[A-Za-z0-9]{1,32}$/.test(code)) sessionStorage.setItem(AFFILIATE_KEY, code);
  } catch {
    // Without storage the code still applies while this page is open.
  }
}

export function storedLinkAffiliate(): string | null {
  try {
    return sessionStorage.getItem(AFFILIATE_KEY);
  } catch {
    return null;
  }
}

export function forgetLinkAffiliate(): void {
  try {
    sessionStorage.removeItem(AFFILIATE_KEY);
  } catch {
    // Nothing to forget without storage.
  }
}

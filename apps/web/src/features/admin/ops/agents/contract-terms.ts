/**
 * The terms of an agent contract as label / value pairs. Tiers arrive as stored per kind
 * (dividend, daily, hourly, real-time salary); known fields get a label key, unknown ones keep
 * their name so nothing the server sends is hidden.
 */
const TIER_LABELS: Record<string, string> = {
  minimumBet: 'ops_term_minimumBet',
  netLoss: 'ops_term_netLoss',
  activeMember: 'ops_term_activeMember',
  contractRate: 'ops_term_contractRate',
  betVolume: 'ops_term_betVolume',
  betAmount: 'ops_term_betAmount',
  rate: 'ops_term_rate',
  lossRate: 'ops_term_lossRate',
  winRate: 'ops_term_winRate',
};
/** Fields holding a percent: shown with a % sign. */
const PERCENT_FIELDS = new Set(['contractRate', 'lossRate', 'winRate']);

export interface TermEntry {
  /** A text key (known field) or the raw field name. */
  label: string;
  known: boolean;
  value: string;
}

export function tierEntries(tier: unknown): TermEntry[] {
  if (typeof tier !== 'object' || tier === null || Array.isArray(tier)) return [];
  const record = tier as Record<string, unknown>;
  const entries: TermEntry[] = [];
  for (const [field, raw] of Object.entries(record)) {
    if (field === 'rateType' || raw === null || raw === undefined || typeof raw === 'object') continue;
    const percent = PERCENT_FIELDS.has(field) || (field === 'rate' && record.rateType === 'P');
    const value = `${String(raw)}${percent ? '%' : ''}`;
    const label = TIER_LABELS[field];
    entries.push(label ? { label, known: true, value } : { label: field, known: false, value });
  }
  return entries;
}

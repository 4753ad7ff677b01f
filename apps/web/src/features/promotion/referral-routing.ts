/** Agent levels that open the agent register centre from the referral entry (as the Agent menu). */
const AGENT_LEVELS: readonly number[] = [1, 2, 41, 42];

export type ReferralTarget =
  /** Before login: the friend overview. */
  | { kind: 'overview' }
  /** The agent register centre or the member referral page. */
  | { kind: 'page'; to: string }
  | { kind: 'customer-service' };

export const AGENT_REGISTER_CENTRE_PATH = '/member?page=registerCenter';
export const MEMBER_REFERRAL_PATH = '/member?page=referral';

/**
 * Where the referral entry leads. Before login: the overlay with the friend overview. After
 * login by role: agents to the agent register centre; members (isAgent 0) whose referral
 * programme is enabled to the member referral page; everyone else to customer service.
 * `referralEnabled` is asked only for members, so it may be a call made on demand.
 */
export async function referralTarget(who: {
  loggedIn: boolean;
  isAgent: number | null | undefined;
  referralEnabled: () => Promise<boolean>;
}): Promise<ReferralTarget> {
  if (!who.loggedIn) return { kind: 'overview' };
  const isAgent = who.isAgent ?? null;
  if (isAgent !== null && AGENT_LEVELS.includes(isAgent))
    return { kind: 'page', to: AGENT_REGISTER_CENTRE_PATH };
  if (isAgent === 0) {
    // A failed check counts as not enabled: customer service still helps.
    const enabled = await who.referralEnabled().catch(() => false);
    if (enabled) return { kind: 'page', to: MEMBER_REFERRAL_PATH };
  }
  return { kind: 'customer-service' };
}

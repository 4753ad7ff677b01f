import { TRIAL_ACCOUNT_TYPES } from '@platform/shared';

/** Member-centre pages; the first is the default. */
export const MEMBER_PAGES = [
  'securityCenter',
  'messageV2',
  'depositv2',
  'withdraw',
  'transferFund',
  'transferUpline',
  'rewardCenter',
  'bonusDetails',
  'playerMRDailySalary',
  'manualRebate',
  'referral',
  'missionLeaderboard',
] as const;
export type MemberPageId = (typeof MEMBER_PAGES)[number];

export const DEFAULT_MEMBER_PAGE: MemberPageId = 'securityCenter';

/** Entries of the logged-in info bar, in the order shown. */
export const INFO_BAR_PAGES: readonly MemberPageId[] = [
  'depositv2',
  'withdraw',
  'transferFund',
  'rewardCenter',
  'messageV2',
  'securityCenter',
];

/** Task and promotion lists are tabs of the reward centre. */
const ALIASES: Record<string, MemberPageId> = {
  signInTask: 'rewardCenter',
  newbieTask: 'rewardCenter',
  rescueTask: 'rewardCenter',
  promoList: 'rewardCenter',
};

/** Whitelabel flag that must be on for a page to be offered. */
export const PAGE_FLAGS: Partial<Record<MemberPageId, string>> = {
  rewardCenter: 'REWCEN3',
  messageV2: 'INBOX3',
  depositv2: 'DEPOSIT',
  withdraw: 'WITHDRAW',
  transferUpline: 'AGETRANSFERUP3',
  manualRebate: 'MANPLAYREB3',
};

export function isMemberPage(value: string | null | undefined): value is MemberPageId {
  return (MEMBER_PAGES as readonly string[]).includes(value ?? '');
}

/** The page a ?page= parameter names; unknown or missing ones open the default. */
export function memberPageOf(param: string | null | undefined): MemberPageId {
  if (isMemberPage(param)) return param;
  return (param && ALIASES[param]) || DEFAULT_MEMBER_PAGE;
}

export function memberPagePath(page: MemberPageId): string {
  return `/member?page=${page}`;
}

/** Trial and demo accounts (isAgent 4, 40, 41, 42) have no member centre. */
export function isTrialAccount(isAgent: number | null | undefined): boolean {
  return isAgent !== null && isAgent !== undefined && TRIAL_ACCOUNT_TYPES.includes(isAgent);
}

/** Whether a page is offered under the merchant's flags; pages without a flag always are. */
export function pageOffered(page: MemberPageId, flagsOn: ReadonlySet<string> | null): boolean {
  const flag = PAGE_FLAGS[page];
  return !flag || !flagsOn || flagsOn.has(flag);
}

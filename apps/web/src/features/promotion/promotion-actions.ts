import { PROMOTION_FLOW, type Promotion, type PromotionType } from '@platform/shared';
import { isTrialAccount } from '../account';

/**
 * The two buttons of a promotion's detail popup: "go to" leads to where the
 * promotion is played or tracked, which depends on its type and on login; "agree" takes part
 * (apply, enter the promo code or claim the raffle).
 */

/** Where each claim-type promotion is tracked in the member centre. */
const TYPE_PAGES: Partial<Record<PromotionType, string>> = {
  LOGIN: 'signInTask',
  REGISTER: 'newbieTask',
  SAVIOR: 'rescueTask',
  MISSION: 'missionLeaderboard',
  MISSION_MANUAL: 'missionLeaderboard',
  REFERRAL: 'referral',
  MANUAL: 'promoList',
  RAFFLE: 'promoList',
  TICKET: 'promoList',
};

export type GoTo =
  | { kind: 'route'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'login'; next: string }
  | { kind: 'none' };

export interface Viewer {
  loggedIn: boolean;
  isAgent: number | null;
}

function memberPath(type: PromotionType, promotionId: number): string | null {
  const page = TYPE_PAGES[type];
  if (!page) return null;
  return page === 'missionLeaderboard' ? `/member?page=${page}&id=${promotionId}` : `/member?page=${page}`;
}

export function goToTarget(
  promotion: Pick<Promotion, 'id' | 'promotionType' | 'redirect' | 'externalLink'>,
  viewer: Viewer,
): GoTo {
  const redirect = promotion.redirect?.trim();
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//'))
    return { kind: 'route', to: redirect };
  const external = promotion.externalLink?.trim();
  if (external && /^https?:\/\//i.test(external)) return { kind: 'external', url: external };
  // The referral program is for members only (isAgent 0); trial accounts have no member centre.
  if (promotion.promotionType === 'REFERRAL' && viewer.loggedIn && viewer.isAgent !== 0)
    return { kind: 'none' };
  if (viewer.loggedIn && isTrialAccount(viewer.isAgent)) return { kind: 'none' };
  const path = memberPath(promotion.promotionType, promotion.id);
  if (!path) return { kind: 'none' };
  return viewer.loggedIn ? { kind: 'route', to: path } : { kind: 'login', next: path };
}

export type Agree =
  | { kind: 'apply' }
  | { kind: 'code' }
  | { kind: 'raffle' }
  | { kind: 'login' }
  /** Already applied: waiting for the merchant, or approved. */
  | { kind: 'status'; status: 'PENDING' | 'APPROVED' }
  | { kind: 'none' };

export function agreeAction(
  promotion: Pick<Promotion, 'promotionType' | 'applyStatus'>,
  viewer: Viewer,
): Agree {
  const flow = PROMOTION_FLOW[promotion.promotionType];
  const takesPart = flow === 'apply' || flow === 'code' || promotion.promotionType === 'RAFFLE';
  if (!takesPart) return { kind: 'none' };
  if (!viewer.loggedIn) return { kind: 'login' };
  if (isTrialAccount(viewer.isAgent)) return { kind: 'none' };
  if (flow === 'apply') {
    if (promotion.applyStatus === 'PENDING' || promotion.applyStatus === 'APPROVED')
      return { kind: 'status', status: promotion.applyStatus };
    return { kind: 'apply' };
  }
  return flow === 'code' ? { kind: 'code' } : { kind: 'raffle' };
}

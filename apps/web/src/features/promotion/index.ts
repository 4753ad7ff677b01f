/** What the rest of the app uses of promotions: the page, member-centre panels, banners, events. */
import { lazyWithTexts } from '../../lib/lazy-page';
import type { ComponentType } from 'react';
import { PROMOTION_TEXTS } from './texts';

export { PROMOTION_TEXTS };

/** The member-centre pages the promotions fill in, by page id. */
const rewardPages = () => import('./components/MemberRewardPages');
export const PROMOTION_PANELS: Partial<Record<string, ComponentType>> = {
  rewardCenter: lazyWithTexts(() => import('./components/RewardCentre').then((m) => m.RewardCentre)),
  missionLeaderboard: lazyWithTexts(() => rewardPages().then((m) => m.MissionLeaderboardPage)),
  manualRebate: lazyWithTexts(() => rewardPages().then((m) => m.ManualRebatePage)),
  bonusDetails: lazyWithTexts(() => rewardPages().then((m) => m.BonusDetailsPage)),
  referral: lazyWithTexts(() => rewardPages().then((m) => m.ReferralPage)),
};

/** Reward pages listed in the member centre after the info-bar pages; referral is for isAgent 0 only. */
export const REWARD_PAGES = ['bonusDetails', 'manualRebate', 'missionLeaderboard', 'referral'] as const;

export const PromotionsPage = lazyWithTexts(
  () => import('./components/PromotionsPage').then((m) => m.PromotionsPage),
  [PROMOTION_TEXTS],
);
export { PromotionEvents } from './components/PromotionEvents';
export { BannerCarousel } from './components/BannerCarousel';
export { HOME_AUTOPLAY_MS } from './banner-rules';

import type { ComponentType } from 'react';
import {
  BonusDetailsPage,
  ManualRebatePage,
  MissionLeaderboardPage,
  ReferralPage,
} from './components/MemberRewardPages';
import { RewardCentre } from './components/RewardCentre';

/** The member-centre pages the promotions fill in, by page id (spec 2). */
export const PROMOTION_PANELS: Partial<Record<string, ComponentType>> = {
  rewardCenter: RewardCentre,
  missionLeaderboard: MissionLeaderboardPage,
  manualRebate: ManualRebatePage,
  bonusDetails: BonusDetailsPage,
  referral: ReferralPage,
};

/** Reward pages listed in the member centre after the info-bar pages; referral is for isAgent 0 only (spec 6). */
export const REWARD_PAGES = ['bonusDetails', 'manualRebate', 'missionLeaderboard', 'referral'] as const;

export { PromotionsPage } from './components/PromotionsPage';
export { PromotionEvents } from './components/PromotionEvents';
export { BannerCarousel } from './components/BannerCarousel';

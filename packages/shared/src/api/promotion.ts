import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { pageQuery } from '../contracts/account.js';
import {
  adminApplicationDecision,
  adminApplicationPageValue,
  adminApplicationQuery,
  adminApplicationReject,
  adminGrantRequest,
  adminPromotionPageValue,
  adminPromotionQuery,
  adminPromotionRequest,
  adminPromotionStatusRequest,
  adminPromotionValue,
  applicationImageParam,
  availablePromotionListValue,
  bonusDetailPageValue,
  bonusDetailsQuery,
  claimListPageValue,
  claimListQuery,
  claimResultValue,
  missionLeaderboardValue,
  promoCodeRequest,
  promotionApplicationValue,
  promotionCategoryListValue,
  promotionIdParam,
  promotionListQuery,
  promotionPageValue,
  promotionValue,
  raffleClaimRequest,
  raffleStatusQuery,
  raffleStatusValue,
  rebateRateListValue,
  rebateSummaryValue,
  referralDetailsQuery,
  referralDetailsValue,
  referralProgramValue,
  rewardTaskListValue,
  signUpRewardRequest,
  taskClaimRequest,
  taskQuery,
  vipLabelListValue,
} from '../contracts/promotion.js';

/**
 * Promotions and the rewards centre: named calls of the spec answer as relays
 * (/wps/relay/MCSFE_<name>), the rest under /wps/promotion. Public calls take a member's session
 * when a valid token comes, to show the member's own state.
 */
export const promotionApi = {
  list: endpoint({
    method: 'GET',
    path: '/wps/promotion/list',
    auth: 'member?',
    query: promotionListQuery,
    value: promotionPageValue,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/wps/promotion/:id',
    auth: 'member?',
    params: promotionIdParam,
    value: promotionValue,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionCategories',
    auth: 'visitor',
    value: promotionCategoryListValue,
  }),
  available: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    auth: 'member',
    value: availablePromotionListValue,
  }),
  merchantAvailable: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    auth: 'visitor',
    value: availablePromotionListValue,
  }),
  claimList: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getClaimList',
    auth: 'member',
    query: claimListQuery,
    value: claimListPageValue,
  }),
  /**
   * Multipart with up to three image parts, or JSON with base64 pictures; answers the
   * application, PENDING.
   */
  apply: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_getSignUpRequestReward',
    auth: 'member',
    body: signUpRewardRequest,
    value: promotionApplicationValue,
    wire: { body: 'multipart' },
  }),
  enablePromoCode: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_enablePromoCode',
    aliases: ['/wps/relay/PROMOFE_claimPromoCode'],
    auth: 'member',
    body: promoCodeRequest,
    value: claimResultValue,
  }),
  raffleStatus: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getRaffleStatus',
    auth: 'member',
    query: raffleStatusQuery,
    value: raffleStatusValue,
  }),
  claimRaffle: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimRaffle',
    auth: 'member',
    body: raffleClaimRequest,
    value: claimResultValue,
  }),
  tasks: endpoint({
    method: 'GET',
    path: '/wps/promotion/tasks',
    auth: 'member',
    query: taskQuery,
    value: rewardTaskListValue,
  }),
  claimTask: endpoint({
    method: 'POST',
    path: '/wps/promotion/tasks/claim',
    auth: 'member',
    body: taskClaimRequest,
    value: claimResultValue,
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/wps/promotion/missions/:id/leaderboard',
    auth: 'member?',
    params: promotionIdParam,
    query: pageQuery,
    value: missionLeaderboardValue,
  }),
  rebateRates: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getRebateRates',
    auth: 'visitor',
    value: rebateRateListValue,
  }),
  rebate: endpoint({
    method: 'GET',
    path: '/wps/promotion/rebate',
    auth: 'member',
    value: rebateSummaryValue,
  }),
  /** Pays what /wps/promotion/rebate shows; the body is not read. */
  claimRebate: endpoint({
    method: 'POST',
    path: '/wps/promotion/rebate/claim',
    auth: 'member',
    value: claimResultValue,
  }),
  bonusDetails: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getBonusDetails',
    auth: 'member',
    query: bonusDetailsQuery,
    value: bonusDetailPageValue,
  }),
  referral: endpoint({
    method: 'GET',
    path: '/wps/promotion/referral',
    auth: 'member',
    value: referralProgramValue,
  }),
  /** The current clients' referral card (autoGenerate is accepted: every member has a code). */
  referralDetails: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralDetails',
    auth: 'member',
    query: referralDetailsQuery,
    value: referralDetailsValue,
  }),
  /** Pays every qualified, unpaid invitee; the body is not read. */
  claimReferral: endpoint({
    method: 'POST',
    path: '/wps/promotion/referral/claim',
    auth: 'member',
    value: claimResultValue,
  }),
  clubLabels: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getClubLabels',
    auth: 'visitor',
    value: vipLabelListValue,
  }),
};

/** The promotions back office (/admin/api/promotions). */
export const promotionAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/api/promotions',
    auth: 'operator',
    query: adminPromotionQuery,
    value: adminPromotionPageValue,
  }),
  one: endpoint({
    method: 'GET',
    path: '/admin/api/promotions/:id',
    auth: 'operator',
    params: promotionIdParam,
    value: adminPromotionValue,
  }),
  /** Answers the promotion as players see it. */
  create: endpoint({
    method: 'POST',
    path: '/admin/api/promotions',
    auth: 'operator',
    body: adminPromotionRequest,
    value: promotionValue,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/api/promotions/:id',
    auth: 'operator',
    params: promotionIdParam,
    body: adminPromotionRequest,
    value: promotionValue,
  }),
  status: endpoint({
    method: 'PUT',
    path: '/admin/api/promotions/:id/status',
    auth: 'operator',
    params: promotionIdParam,
    body: adminPromotionStatusRequest,
    value: adminPromotionValue,
  }),
  applications: endpoint({
    method: 'GET',
    path: '/admin/api/promotions/applications',
    auth: 'operator',
    query: adminApplicationQuery,
    value: adminApplicationPageValue,
  }),
  /** Pays the bonus. */
  approve: endpoint({
    method: 'POST',
    path: '/admin/api/promotions/applications/:id/approve',
    auth: 'operator',
    params: promotionIdParam,
    body: adminApplicationDecision,
    value: promotionApplicationValue,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/admin/api/promotions/applications/:id/reject',
    auth: 'operator',
    params: promotionIdParam,
    body: adminApplicationReject,
    value: promotionApplicationValue,
  }),
  /** One uploaded image (image/png or image/jpeg), not JSON. */
  applicationImage: endpoint({
    method: 'GET',
    path: '/admin/api/promotions/applications/:id/images/:index',
    auth: 'operator',
    params: applicationImageParam,
    value: z.unknown(),
    wire: { raw: true },
  }),
  /** A manual promotion bonus paid straight to a member. */
  grant: endpoint({
    method: 'POST',
    path: '/admin/api/promotions/grants',
    auth: 'operator',
    body: adminGrantRequest,
    value: claimResultValue,
  }),
};

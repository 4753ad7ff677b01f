/**
 * Promotions and the rewards centre: named calls of the spec answer as relays
 * (/wps/relay/MCSFE_<name>), the rest under /wps/promotion. Public calls take a member's session
 * when a valid token comes, to show the member's own state.
 */
import { endpoint } from '../../endpoint.js';
import { pageQuery } from '../../contracts/account.js';
import {
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
  issuedRewardQuery,
  issuedRewardListValue,
  claimIssuedRequest,
  promoCodeListValue,
  claimTicketListQuery,
  claimTicketListValue,
  claimTicketRequest,
  ticketClaimValue,
} from '../../contracts/promotion.js';

export const list = endpoint({
  method: 'GET',
  path: '/wps/promotion/list',
  auth: 'member?',
  query: promotionListQuery,
  value: promotionPageValue,
});
export const detail = endpoint({
  method: 'GET',
  path: '/wps/promotion/:id',
  auth: 'member?',
  params: promotionIdParam,
  value: promotionValue,
});
export const categories = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionCategories',
  auth: 'visitor',
  value: promotionCategoryListValue,
});
export const available = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  auth: 'member',
  value: availablePromotionListValue,
});
export const merchantAvailable = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  auth: 'visitor',
  value: availablePromotionListValue,
});
export const claimList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getClaimList',
  auth: 'member',
  query: claimListQuery,
  value: claimListPageValue,
});
/**
 * Multipart with up to three image parts, or JSON with base64 pictures; answers the
 * application, PENDING.
 */
export const apply = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_getSignUpRequestReward',
  auth: 'member',
  body: signUpRewardRequest,
  value: promotionApplicationValue,
  wire: { body: 'multipart' },
});
export const enablePromoCode = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_enablePromoCode',
  aliases: ['/wps/relay/PROMOFE_claimPromoCode'],
  auth: 'member',
  body: promoCodeRequest,
  value: claimResultValue,
});
/** Field clients' list of the promo codes the member can still enter (running TICKET promotions). */
export const promoCodes = endpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromoCode',
  auth: 'member',
  value: promoCodeListValue,
});
/** Field clients' claim tickets: the open raffle windows the member has not drawn, as PRIZE_WHEEL tickets. */
export const claimTickets = endpoint({
  method: 'GET',
  path: '/wps/relay/PROMOFE_getClaimTicketList',
  auth: 'member',
  query: claimTicketListQuery,
  value: claimTicketListValue,
});
/** Draws a ticket of PROMOFE_getClaimTicketList: the raffle claim of that window, paid once. */
export const claimTicket = endpoint({
  method: 'POST',
  path: '/wps/relay/PROMOFE_claimTicket',
  auth: 'member',
  body: claimTicketRequest,
  value: ticketClaimValue,
});
export const raffleStatus = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRaffleStatus',
  auth: 'member',
  query: raffleStatusQuery,
  value: raffleStatusValue,
});
export const claimRaffle = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimRaffle',
  auth: 'member',
  body: raffleClaimRequest,
  value: claimResultValue,
});
export const tasks = endpoint({
  method: 'GET',
  path: '/wps/promotion/tasks',
  auth: 'member',
  query: taskQuery,
  value: rewardTaskListValue,
});
export const claimTask = endpoint({
  method: 'POST',
  path: '/wps/promotion/tasks/claim',
  auth: 'member',
  body: taskClaimRequest,
  value: claimResultValue,
});
/** Field clients' reward centre (ModuleId REWCEN3): completed tasks as issued rewards. */
export const issuedRewards = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getClaimPromotion',
  auth: 'member',
  query: issuedRewardQuery,
  value: issuedRewardListValue,
});
/** Claims an issued reward: the task claim under the field clients' names. */
export const claimIssued = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimIssuedPromotion',
  auth: 'member',
  body: claimIssuedRequest,
  value: claimResultValue,
});
export const leaderboard = endpoint({
  method: 'GET',
  path: '/wps/promotion/missions/:id/leaderboard',
  auth: 'member?',
  params: promotionIdParam,
  query: pageQuery,
  value: missionLeaderboardValue,
});
export const rebateRates = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRebateRates',
  auth: 'visitor',
  value: rebateRateListValue,
});
export const rebate = endpoint({
  method: 'GET',
  path: '/wps/promotion/rebate',
  auth: 'member',
  value: rebateSummaryValue,
});
/** Pays what /wps/promotion/rebate shows; the body is not read. */
export const claimRebate = endpoint({
  method: 'POST',
  path: '/wps/promotion/rebate/claim',
  auth: 'member',
  value: claimResultValue,
});
export const bonusDetails = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getBonusDetails',
  auth: 'member',
  query: bonusDetailsQuery,
  value: bonusDetailPageValue,
});
export const referral = endpoint({
  method: 'GET',
  path: '/wps/promotion/referral',
  auth: 'member',
  value: referralProgramValue,
});
/** The current clients' referral card (autoGenerate is accepted: every member has a code). */
export const referralDetails = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralDetails',
  auth: 'member',
  query: referralDetailsQuery,
  value: referralDetailsValue,
});
/** Pays every qualified, unpaid invitee; the body is not read. */
export const claimReferral = endpoint({
  method: 'POST',
  path: '/wps/promotion/referral/claim',
  auth: 'member',
  value: claimResultValue,
});
export const clubLabels = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getClubLabels',
  auth: 'visitor',
  value: vipLabelListValue,
});

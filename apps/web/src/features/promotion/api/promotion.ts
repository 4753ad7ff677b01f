import type {
  AvailablePromotion,
  BonusDetailPage,
  ClaimListPage,
  ClaimResult,
  MissionLeaderboard,
  PlayerRankProgress,
  Promotion,
  PromotionApplication,
  PromotionCategory,
  PromotionPage,
  RaffleStatus,
  RebateRate,
  RebateSummary,
  ReferralProgram,
  RewardTask,
  TaskKind,
  VipLabel,
} from '@platform/shared';
import { api } from '../../../lib/api';
import { newRequestId } from '../../../lib/idempotent';

/**
 * The promotion calls (contracts in packages/shared/src/contracts/promotion.ts).
 * Relay calls never open a dialog: the screens show failures themselves.
 */
const QUIET = { alert: false } as const;

export function fetchPromotions(query: { page?: number; size?: number; categoryId?: number | null } = {}) {
  return api.get<PromotionPage>('/wps/promotion/list', {
    query: { page: query.page ?? 1, size: query.size ?? 50, categoryId: query.categoryId ?? undefined },
    ...QUIET,
  });
}

export function fetchPromotion(id: number) {
  return api.get<Promotion>(`/wps/promotion/${id}`, QUIET);
}

export function fetchCategories() {
  return api.get<PromotionCategory[]>('/wps/relay/MCSFE_getPromotionCategories', QUIET);
}

export function fetchAvailable() {
  return api.get<AvailablePromotion[]>('/wps/relay/MCSFE_getAvailablePromotions', QUIET);
}

/** The apply-reward form as multipart: promotionId, remarks and up to 3 files named pictures. */
export function applyForReward(promotionId: number, remarks: string, pictures: readonly File[]) {
  const form = new FormData();
  form.append('promotionId', String(promotionId));
  if (remarks.trim()) form.append('remarks', remarks.trim());
  for (const picture of pictures) form.append('pictures', picture, picture.name);
  return api.post<PromotionApplication>('/wps/relay/MCSFE_getSignUpRequestReward', form, QUIET);
}

export function fetchClaimList(query: { page: number; size: number }) {
  return api.get<ClaimListPage>('/wps/relay/MCSFE_getClaimList', { query, ...QUIET });
}

export function enablePromoCode(promoCode: string) {
  return api.post<ClaimResult>('/wps/relay/MCSFE_enablePromoCode', { promoCode: promoCode.trim() }, QUIET);
}

export function fetchRaffleStatus(rafflePromotionId: number) {
  return api.get<RaffleStatus>('/wps/relay/MCSFE_getRaffleStatus', {
    query: { rafflePromotionId },
    ...QUIET,
  });
}

export function claimRaffle(promotionId: number, raffleScheduleId: number) {
  return api.post<ClaimResult>('/wps/relay/MCSFE_claimRaffle', { promotionId, raffleScheduleId }, QUIET);
}

export function fetchTasks(kind?: TaskKind) {
  return api.get<RewardTask[]>('/wps/promotion/tasks', { query: { kind }, ...QUIET });
}

export function claimTask(promotionId: number) {
  return api.post<ClaimResult>(
    '/wps/promotion/tasks/claim',
    { promotionId, requestId: newRequestId() },
    QUIET,
  );
}

export function fetchLeaderboard(promotionId: number, page: number, size = 10) {
  return api.get<MissionLeaderboard>(`/wps/promotion/missions/${promotionId}/leaderboard`, {
    query: { page, size },
    ...QUIET,
  });
}

export function fetchRebateRates() {
  return api.get<RebateRate[]>('/wps/relay/MCSFE_getRebateRates', QUIET);
}

export function fetchRebateSummary() {
  return api.get<RebateSummary>('/wps/promotion/rebate', QUIET);
}

export function claimRebate() {
  return api.post<ClaimResult>('/wps/promotion/rebate/claim', { requestId: newRequestId() }, QUIET);
}

export function fetchBonusDetails(query: { page: number; size: number }) {
  return api.get<BonusDetailPage>('/wps/relay/MCSFE_getBonusDetails', { query, ...QUIET });
}

export function fetchReferral() {
  return api.get<ReferralProgram>('/wps/promotion/referral', QUIET);
}

export function claimReferral() {
  return api.post<ClaimResult>('/wps/promotion/referral/claim', {}, QUIET);
}

export function fetchVipLabels() {
  return api.get<VipLabel[]>('/wps/relay/MCSFE_getClubLabels', QUIET);
}

export function fetchRankDetail() {
  return api.get<PlayerRankProgress>('/wps/relay/MCSFE_getPlayerRankProgress', QUIET);
}

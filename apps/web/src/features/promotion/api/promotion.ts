import { memberApi, promotionApi, type TaskKind } from '@platform/shared';
import { api } from '../../../lib/api';
import { newRequestId } from '../../../lib/idempotent';

/**
 * The promotion calls (declarations in packages/shared/src/api/promotion.ts).
 * Relay calls never open a dialog: the screens show failures themselves.
 */
const QUIET = { alert: false } as const;

export function fetchPromotions(query: { page?: number; size?: number; categoryId?: number | null } = {}) {
  return api.call(
    promotionApi.list,
    { query: { page: query.page ?? 1, size: query.size ?? 50, categoryId: query.categoryId ?? undefined } },
    QUIET,
  );
}

export function fetchPromotion(id: number) {
  return api.call(promotionApi.detail, { params: { id } }, QUIET);
}

export function fetchCategories() {
  return api.call(promotionApi.categories, {}, QUIET);
}

export function fetchAvailable() {
  return api.call(promotionApi.available, {}, QUIET);
}

/** The apply-reward form as multipart: promotionId, remarks and up to 3 files named pictures. */
export function applyForReward(promotionId: number, remarks: string, pictures: readonly File[]) {
  const form = new FormData();
  form.append('promotionId', String(promotionId));
  if (remarks.trim()) form.append('remarks', remarks.trim());
  for (const picture of pictures) form.append('pictures', picture, picture.name);
  return api.call(promotionApi.apply, { body: form }, QUIET);
}

export function fetchClaimList(query: { page: number; size: number }) {
  return api.call(promotionApi.claimList, { query }, QUIET);
}

export function enablePromoCode(promoCode: string) {
  return api.call(promotionApi.enablePromoCode, { body: { promoCode: promoCode.trim() } }, QUIET);
}

export function fetchRaffleStatus(rafflePromotionId: number) {
  return api.call(promotionApi.raffleStatus, { query: { rafflePromotionId } }, QUIET);
}

export function claimRaffle(promotionId: number, raffleScheduleId: number) {
  return api.call(promotionApi.claimRaffle, { body: { promotionId, raffleScheduleId } }, QUIET);
}

export function fetchTasks(kind?: TaskKind) {
  return api.call(promotionApi.tasks, { query: { kind } }, QUIET);
}

export function claimTask(promotionId: number) {
  return api.call(promotionApi.claimTask, { body: { promotionId, requestId: newRequestId() } }, QUIET);
}

export function fetchLeaderboard(promotionId: number, page: number, size = 10) {
  return api.call(promotionApi.leaderboard, { params: { id: promotionId }, query: { page, size } }, QUIET);
}

export function fetchRebateRates() {
  return api.call(promotionApi.rebateRates, {}, QUIET);
}

export function fetchRebateSummary() {
  return api.call(promotionApi.rebate, {}, QUIET);
}

/** The server pays what the rebate summary shows; the claim carries no body. */
export function claimRebate() {
  return api.call(promotionApi.claimRebate, {}, QUIET);
}

export function fetchBonusDetails(query: { page: number; size: number }) {
  return api.call(promotionApi.bonusDetails, { query }, QUIET);
}

export function fetchReferral() {
  return api.call(promotionApi.referral, {}, QUIET);
}

export function claimReferral() {
  return api.call(promotionApi.claimReferral, {}, QUIET);
}

export function fetchVipLabels() {
  return api.call(promotionApi.clubLabels, {}, QUIET);
}

export function fetchRankDetail() {
  return api.call(memberApi.rankProgress, {}, QUIET);
}

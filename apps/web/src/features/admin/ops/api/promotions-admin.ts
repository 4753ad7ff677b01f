import type {
  AdminPromotion,
  AdminPromotionApplication,
  AdminPromotionInput,
  PromotionStatus,
} from '@platform/shared';
import { HEADER, IDEMPOTENCY_HEADER } from '@platform/shared';
import { currentLanguage } from '../../../../lib/i18n';
import { getMerchant } from '../../../../lib/merchant';
import { adminApi } from '../../admin-api';
import { getAdminToken } from '../../admin-session';

export const PROMOTIONS_PATH = '/admin/api/promotions';
export const APPLICATIONS_PATH = '/admin/api/promotions/applications';

export const promotionsAdminApi = {
  one: (id: number) => adminApi.get<AdminPromotion>(`${PROMOTIONS_PATH}/${id}`),
  create: (input: AdminPromotionInput) => adminApi.post<AdminPromotion>(PROMOTIONS_PATH, input),
  update: (id: number, input: AdminPromotionInput) =>
    adminApi.put<AdminPromotion>(`${PROMOTIONS_PATH}/${id}`, input),
  setStatus: (id: number, status: PromotionStatus) =>
    adminApi.put<AdminPromotion>(`${PROMOTIONS_PATH}/${id}/status`, { status }),
  /** Promotions to pick from (grant form, queue filter): the newest 50. */
  pickList: () =>
    adminApi.get<{ list: AdminPromotion[]; total: number }>(PROMOTIONS_PATH, {
      query: { page: 1, size: 50 },
    }),
  approve: (id: number, remarks: string | null) =>
    adminApi.post<AdminPromotionApplication>(`${APPLICATIONS_PATH}/${id}/approve`, { remarks }),
  reject: (id: number, remarks: string) =>
    adminApi.post<AdminPromotionApplication>(`${APPLICATIONS_PATH}/${id}/reject`, { remarks }),
  /** The request id makes a repeated click or retry pay the grant once. */
  grant: (
    body: { promotionId: number; username: string; amount: string; remarks: string | null },
    requestId: string,
  ) =>
    adminApi.post<unknown>(`${PROMOTIONS_PATH}/grants`, body, {
      headers: { [IDEMPOTENCY_HEADER]: requestId },
    }),
};

/**
 * An applicant's image: the route needs the operator's token, which an <img src> cannot send,
 * so the bytes are fetched with it and shown from an object URL.
 */
export async function fetchApplicationImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {
    [HEADER.merchant]: getMerchant(),
    [HEADER.language]: currentLanguage(),
    [HEADER.device]: 'web',
  };
  const token = getAdminToken();
  if (token) headers[HEADER.authorization] = token;
  const response = await window.fetch(path, { headers, signal });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return response.blob();
}

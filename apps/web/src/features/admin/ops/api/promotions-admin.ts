import {
  HEADER,
  IDEMPOTENCY_HEADER,
  promotionAdminApi as spec,
  type AdminPromotionInput,
  type BodyInput,
  type PromotionStatus,
} from '@platform/shared';
import { currentLanguage } from '../../../../lib/i18n';
import { getMerchant } from '../../../../lib/merchant';
import { adminApi } from '../../admin-api';
import { getAdminToken } from '../../admin-session';

export const promotionsAdminApi = {
  one: (id: number) => adminApi.call(spec.one, { params: { id } }),
  /**
   * Creates or updates, then reads the promotion back as the back office sees it: the write
   * answers the player's view, the form needs the operator's (status, schedules, rules).
   */
  save: async (id: number | null, input: AdminPromotionInput) => {
    const saved = id
      ? await adminApi.call(spec.update, { params: { id }, body: input })
      : await adminApi.call(spec.create, { body: input });
    return adminApi.call(spec.one, { params: { id: saved.id } });
  },
  setStatus: (id: number, status: PromotionStatus) =>
    adminApi.call(spec.status, { params: { id }, body: { status } }),
  /** Promotions to pick from (grant form, queue filter): the newest 50. */
  pickList: () => adminApi.call(spec.list, { query: { page: 1, size: 50 } }),
  approve: (id: number, remarks: string | null) =>
    adminApi.call(spec.approve, { params: { id }, body: { remarks } }),
  reject: (id: number, remarks: string) => adminApi.call(spec.reject, { params: { id }, body: { remarks } }),
  /** The request id makes a repeated click or retry pay the grant once. */
  grant: (body: BodyInput<typeof spec.grant>, requestId: string) =>
    adminApi.call(spec.grant, { body }, { headers: { [IDEMPOTENCY_HEADER]: requestId } }),
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

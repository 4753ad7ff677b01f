import type {
  AdminNotice,
  AdminNoticeInput,
  AdminNoticeView,
  AdminPage,
  NoticePlatform,
  NoticeStatus,
  NoticeType,
} from '@platform/shared';
import { adminApi } from '../../admin-api';

export interface NoticeFilters {
  type?: NoticeType;
  status?: NoticeStatus;
  q?: string;
  platform?: NoticePlatform;
  live?: 'Y' | 'N';
}

/** Notices, banners and popups (one table, three views) and the inbox / online messages. */
export const contentAdminApi = {
  list: (view: AdminNoticeView, query: NoticeFilters & { page: number; size: number }) =>
    adminApi.get<AdminPage<AdminNotice>>(`/admin/api/${view}`, { query: { ...query } }),
  create: (view: AdminNoticeView, input: AdminNoticeInput) =>
    adminApi.post<AdminNotice>(`/admin/api/${view}`, input),
  update: (view: AdminNoticeView, id: number, input: AdminNoticeInput) =>
    adminApi.put<AdminNotice>(`/admin/api/${view}/${id}`, input),
  remove: (view: AdminNoticeView, id: number) => adminApi.del<unknown>(`/admin/api/${view}/${id}`),
  sendMessage: (body: { username?: string | null; all?: boolean; title: string; content: string }) =>
    adminApi.post<unknown>('/admin/api/messages', body),
  sendOnline: (body: { username: string; title: string; content: string }) =>
    adminApi.post<unknown>('/admin/api/online-messages', body),
};

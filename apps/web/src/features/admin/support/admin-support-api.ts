import type {
  AdminChatConversation,
  AdminCsEntry,
  AdminCsEntryRequest,
  AdminHelpTag,
  AdminHelpTagRequest,
  AdminHelpTopic,
  AdminHelpTopicRequest,
  AdminScript,
  AdminScriptRequest,
  ChatMessage,
  ChatMessagePage,
} from '@platform/shared';
import { HEADER } from '@platform/shared';
import { getMerchant } from '../../../lib/merchant';
import { adminApi } from '../admin-api';
import { getAdminToken } from '../admin-session';

/** Back-office calls of the support pages (contracts/support.ts). */

/** Lists come as a page {list, ...} or a bare array; the pages only need the rows. */
export function rowsOf<T>(value: { list: T[] } | T[] | null | undefined): T[] {
  if (Array.isArray(value)) return value;
  return value?.list ?? [];
}

/** The desk's conversation list, for useAdminList. */
export const CHAT_CONVERSATIONS_PATH = '/admin/api/chat/conversations';
export const FEEDBACK_PATH = '/admin/api/feedback';
export const HELP_TOPICS_PATH = '/admin/api/help/topics';

export const chatDesk = {
  /** quiet: a background refresh, whose failure the desk shows itself instead of a dialog. */
  messages: (id: number, afterId: number, quiet = false) =>
    adminApi.get<ChatMessagePage>(`/admin/api/chat/conversations/${id}/messages`, {
      query: { afterId, size: 100 },
      ...(quiet ? { alert: false } : {}),
    }),
  reply: (id: number, content: string, clientMessageId: string) =>
    adminApi.post<ChatMessage>(`/admin/api/chat/conversations/${id}/messages`, { content, clientMessageId }),
  close: (id: number) =>
    adminApi.post<AdminChatConversation>(`/admin/api/chat/conversations/${id}/close`, {}),
};

export const feedbackInbox = {
  /** The stored image: the answer is the picture itself, shown through an object URL. */
  image: async (id: number): Promise<string> => {
    const token = getAdminToken();
    const response = await fetch(`/admin/api/feedback/${id}/image`, {
      headers: { [HEADER.merchant]: getMerchant(), ...(token ? { [HEADER.authorization]: token } : {}) },
    });
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !type.startsWith('image/')) throw new Error(`feedback image ${response.status}`);
    return URL.createObjectURL(await response.blob());
  },
};

export const helpAdmin = {
  tags: (lang: string) =>
    adminApi.get<AdminHelpTag[] | { list: AdminHelpTag[] }>('/admin/api/help/tags', { query: { lang } }),
  saveTag: (id: number | null, body: AdminHelpTagRequest) =>
    id
      ? adminApi.put<AdminHelpTag>(`/admin/api/help/tags/${id}`, body)
      : adminApi.post<AdminHelpTag>('/admin/api/help/tags', body),
  deleteTag: (id: number) => adminApi.del(`/admin/api/help/tags/${id}`),
  saveTopic: (id: number | null, body: AdminHelpTopicRequest) =>
    id
      ? adminApi.put<AdminHelpTopic>(`/admin/api/help/topics/${id}`, body)
      : adminApi.post<AdminHelpTopic>('/admin/api/help/topics', body),
  deleteTopic: (id: number) => adminApi.del(`/admin/api/help/topics/${id}`),
};

export const csAdmin = {
  entries: () =>
    adminApi.get<AdminCsEntry[] | { list: AdminCsEntry[] }>('/admin/api/customer-service/entries'),
  saveEntry: (id: number | null, body: AdminCsEntryRequest) =>
    id
      ? adminApi.put<AdminCsEntry>(`/admin/api/customer-service/entries/${id}`, body)
      : adminApi.post<AdminCsEntry>('/admin/api/customer-service/entries', body),
  deleteEntry: (id: number) => adminApi.del(`/admin/api/customer-service/entries/${id}`),
  scripts: () => adminApi.get<AdminScript[] | { list: AdminScript[] }>('/admin/api/customer-service/scripts'),
  saveScript: (id: number | null, body: AdminScriptRequest) =>
    id
      ? adminApi.put<AdminScript>(`/admin/api/customer-service/scripts/${id}`, body)
      : adminApi.post<AdminScript>('/admin/api/customer-service/scripts', body),
  deleteScript: (id: number) => adminApi.del(`/admin/api/customer-service/scripts/${id}`),
};

/** "3, 4" → [3, 4]; anything that is not a positive whole number is dropped. */
export function parseLabelIds(text: string): number[] {
  const ids = text
    .split(/[\s,]+/)
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

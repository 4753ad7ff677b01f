import {
  HEADER,
  supportAdminApi as spec,
  type AdminCsEntryRequest,
  type AdminHelpTagRequest,
  type AdminHelpTopicRequest,
  type AdminScriptRequest,
} from '@platform/shared';
import { getMerchant } from '../../../lib/merchant';
import { adminApi } from '../admin-api';
import { getAdminToken } from '../admin-session';

/** Back-office calls of the support pages (api/support.ts, supportAdminApi). */

export const chatDesk = {
  /** quiet: a background refresh, whose failure the desk shows itself instead of a dialog. */
  messages: (id: number, afterId: number, quiet = false) =>
    adminApi.call(
      spec.chatDeskMessages,
      { params: { id }, query: { afterId, size: 100 } },
      quiet ? { alert: false } : {},
    ),
  reply: (id: number, content: string, clientMessageId: string) =>
    adminApi.call(spec.chatReply, { params: { id }, body: { content, clientMessageId } }),
  close: (id: number) => adminApi.call(spec.chatClose, { params: { id } }),
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
  tags: (lang: string) => adminApi.call(spec.helpTags, { query: { lang } }),
  saveTag: (id: number | null, body: AdminHelpTagRequest) =>
    id
      ? adminApi.call(spec.updateHelpTag, { params: { id }, body })
      : adminApi.call(spec.createHelpTag, { body }),
  deleteTag: (id: number) => adminApi.call(spec.deleteHelpTag, { params: { id } }),
  saveTopic: (id: number | null, body: AdminHelpTopicRequest) =>
    id
      ? adminApi.call(spec.updateHelpTopic, { params: { id }, body })
      : adminApi.call(spec.createHelpTopic, { body }),
  deleteTopic: (id: number) => adminApi.call(spec.deleteHelpTopic, { params: { id } }),
};

export const csAdmin = {
  entries: () => adminApi.call(spec.csEntries),
  saveEntry: (id: number | null, body: AdminCsEntryRequest) =>
    id
      ? adminApi.call(spec.updateCsEntry, { params: { id }, body })
      : adminApi.call(spec.createCsEntry, { body }),
  deleteEntry: (id: number) => adminApi.call(spec.deleteCsEntry, { params: { id } }),
  scripts: () => adminApi.call(spec.scripts),
  saveScript: (id: number | null, body: AdminScriptRequest) =>
    id
      ? adminApi.call(spec.updateScript, { params: { id }, body })
      : adminApi.call(spec.createScript, { body }),
  deleteScript: (id: number) => adminApi.call(spec.deleteScript, { params: { id } }),
};

/** "3, 4" → [3, 4]; anything that is not a positive whole number is dropped. */
export function parseLabelIds(text: string): number[] {
  const ids = text
    .split(/[\s,]+/)
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

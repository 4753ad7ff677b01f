import {
  CHAT_VISITOR_TOKEN_HEADER,
  supportApi,
  systemApi,
  type SpeedTestResult,
  type ValueOf,
} from '@platform/shared';
import { api } from '../../lib/api';

/**
 * Member and visitor calls of customer service and the site pages (declarations in
 * packages/shared/src/api/support.ts). Chat and background calls never open a dialog:
 * the screens show their own failures.
 */
const QUIET = { alert: false } as const;

function visitorHeaders(visitorToken: string | null): Record<string, string> | undefined {
  return visitorToken ? { [CHAT_VISITOR_TOKEN_HEADER]: visitorToken } : undefined;
}

export function openChat(visitorToken: string | null, body: { name?: string; language?: string }) {
  return api.call(supportApi.openChat, { body }, { ...QUIET, headers: visitorHeaders(visitorToken) });
}

export function fetchChatMessages(
  visitorToken: string | null,
  query: { conversationId: number; afterId: number; size?: number },
) {
  return api.call(
    supportApi.chatMessages,
    { query: { size: 100, ...query } },
    { ...QUIET, headers: visitorHeaders(visitorToken) },
  );
}

export function sendChatMessage(
  visitorToken: string | null,
  body: { conversationId: number; content: string; clientMessageId: string },
) {
  return api.call(supportApi.sendChatMessage, { body }, { ...QUIET, headers: visitorHeaders(visitorToken) });
}

export function markChatRead(visitorToken: string | null, conversationId: number) {
  return api.call(
    supportApi.readChat,
    { body: { conversationId } },
    { ...QUIET, headers: visitorHeaders(visitorToken) },
  );
}

export function fetchChatUrl(body: { title?: string; language?: string; headerColor?: string }) {
  return api.call(supportApi.chatUrl, { body: { b2c: true, ...body } }, QUIET);
}

export function fetchChatPermission() {
  return api.call(supportApi.chatPermission, {}, QUIET);
}

export function fetchHelpCenter(lang: string) {
  return api.call(supportApi.helpCenter, { query: { lang, device: 'WEB' } }, QUIET);
}

export function fetchDownloadSetting() {
  return api.call(supportApi.downloadSetting, {}, QUIET);
}

export function submitFeedback(body: {
  sender?: string;
  content: string;
  type: number;
  captcha: string;
  file?: string | null;
}) {
  return api.call(supportApi.feedback, { body }, QUIET);
}

export function postSpeedTestResult(body: SpeedTestResult) {
  return api.call(supportApi.speedTestResult, { body }, QUIET);
}

export type DomainRouteValue = ValueOf<typeof systemApi.domainRoute>;

export function fetchDomainRoute() {
  return api.call(systemApi.domainRoute, {}, QUIET);
}

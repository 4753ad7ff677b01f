import {
  CHAT_VISITOR_TOKEN_HEADER,
  type ChatConversation,
  type ChatMessage,
  type ChatMessagePage,
  type ChatPermissionValue,
  type ChatUrlValue,
  type CustomerServiceEntry,
  type DownloadSettingValue,
  type FeedbackReceipt,
  type HelpCenterValue,
  type SpeedTestResult,
} from '@platform/shared';
import { api } from '../../lib/api';

/**
 * Member and visitor calls of customer service and the site pages (contract
 * packages/shared/src/contracts/support.ts). Chat and background calls never open a dialog:
 * the screens show their own failures.
 */
const QUIET = { alert: false } as const;

function visitorHeaders(visitorToken: string | null): Record<string, string> | undefined {
  return visitorToken ? { [CHAT_VISITOR_TOKEN_HEADER]: visitorToken } : undefined;
}

export function openChat(visitorToken: string | null, body: { name?: string; language?: string }) {
  return api.post<ChatConversation>('/wps/chat/open', body, {
    ...QUIET,
    headers: visitorHeaders(visitorToken),
  });
}

export function fetchChatMessages(
  visitorToken: string | null,
  query: { conversationId: number; afterId: number; size?: number },
) {
  return api.get<ChatMessagePage>('/wps/chat/messages', {
    ...QUIET,
    query: { size: 100, ...query },
    headers: visitorHeaders(visitorToken),
  });
}

export function sendChatMessage(
  visitorToken: string | null,
  body: { conversationId: number; content: string; clientMessageId: string },
) {
  return api.post<ChatMessage>('/wps/chat/messages', body, {
    ...QUIET,
    headers: visitorHeaders(visitorToken),
  });
}

export function markChatRead(visitorToken: string | null, conversationId: number) {
  return api.post<unknown>(
    '/wps/chat/read',
    { conversationId },
    { ...QUIET, headers: visitorHeaders(visitorToken) },
  );
}

export function fetchChatUrl(body: { title?: string; language?: string; headerColor?: string }) {
  return api.post<ChatUrlValue>('/wps/relay/MCSFE_getChatUrl', { b2c: true, ...body }, QUIET);
}

export function fetchChatPermission() {
  return api.post<ChatPermissionValue>('/wps/relay/MCSFE_getChatPermission', {}, QUIET);
}

export function fetchHelpCenter(lang: string) {
  return api.get<HelpCenterValue>('/wps/system/helpCenter', { ...QUIET, query: { lang, device: 'WEB' } });
}

export function fetchDownloadSetting() {
  return api.get<DownloadSettingValue>('/wps/system/download/setting', QUIET);
}

export function submitFeedback(body: {
  sender?: string;
  content: string;
  type: number;
  captcha: string;
  file?: string | null;
}) {
  return api.put<FeedbackReceipt>('/wps/feedback', body, QUIET);
}

export function postSpeedTestResult(body: SpeedTestResult) {
  return api.post<unknown>('/wps/system/speedTest/result', body, QUIET);
}

export interface DomainRouteValue {
  customerService: CustomerServiceEntry[];
  domainList: { domainName: string; speed: number }[];
}

export function fetchDomainRoute() {
  return api.get<DomainRouteValue>('/wps/system/domainRoute', QUIET);
}

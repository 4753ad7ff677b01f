import { z } from 'zod';
import { pageQuery } from './account.js';

/**
 * Customer service and site pages (spec games 2, 3, 4, 5, 7; account 3, 5, 7): the built-in live
 * chat, the chat-room bubble calls, customer-service scripts, the help centre, feedback, the
 * download setting and the speed-test post-back. Answers are in the /wps envelope unless noted;
 * times are epoch milliseconds.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const trimmed = (max: number) => z.string().trim().max(max);

// ---- Built-in live chat ------------------------------------------------------------------------

/** Chat messages are short; longer text is refused with request.invalid. */
export const CHAT_MESSAGE_MAX = 1000;
/** A visitor token is opaque, random and only identifies one visitor's conversation. */
export const CHAT_VISITOR_TOKEN_HEADER = 'Chat-Visitor';
/** Real-time topic of one conversation: new messages and status changes (STOMP). */
export function chatTopic(conversationId: number | string): string {
  return `/topic/chat/${conversationId}`;
}
/** Merchant-wide topic of the back-office chat desk: conversation created, message, closed. */
export const ADMIN_CHAT_TOPIC = '/topic/admin/chat';

export const CHAT_SENDERS = ['CUSTOMER', 'AGENT', 'SYSTEM'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];
export const CHAT_STATUSES = ['WAITING', 'ACTIVE', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/**
 * POST /wps/chat/open — a member (Authorization) or a visitor (Chat-Visitor header, or none to
 * start) opens or resumes their conversation. Visitors may give a display name. Trial accounts
 * (isAgent 4, 40, 41, 42) are refused with in_please_information.
 */
export const chatOpenRequest = z.object({
  name: trimmed(40).optional(),
  language: trimmed(8).optional(),
});
export type ChatOpenRequest = z.infer<typeof chatOpenRequest>;
export interface ChatConversation {
  conversationId: number;
  status: ChatStatus;
  /** Returned to visitors only: send it back in the Chat-Visitor header and at STOMP CONNECT. */
  visitorToken: string | null;
  customerName: string;
  agentName: string | null;
  createdAt: number;
}

export interface ChatMessage {
  id: number;
  conversationId: number;
  sender: ChatSender;
  senderName: string;
  content: string;
  createdAt: number;
}

/** GET /wps/chat/messages ?conversationId&afterId&size — oldest first, after the given id. */
export const chatMessagesQuery = z.object({
  conversationId: id,
  afterId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export interface ChatMessagePage {
  list: ChatMessage[];
  /** True when more messages follow the last one returned. */
  more: boolean;
}

/** POST /wps/chat/messages — clientMessageId makes a resend answer the stored message. */
export const chatSendRequest = z.object({
  conversationId: id,
  content: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
  clientMessageId: z.string().trim().min(8).max(64),
});
export type ChatSendRequest = z.infer<typeof chatSendRequest>;

/** POST /wps/chat/read {conversationId}: the customer has seen every agent message so far. */
export const chatReadRequest = z.object({ conversationId: id });

/** POST /wps/relay/MCSFE_getChatUrl {b2c, title, language, headerColor} (login) → value {chatUrl}. */
export const chatUrlRequest = z.object({
  b2c: z.union([z.boolean(), z.string().max(8)]).optional(),
  title: trimmed(80).optional(),
  language: trimmed(8).optional(),
  headerColor: trimmed(16).optional(),
});
export interface ChatUrlValue {
  chatUrl: string;
}
/** POST /wps/relay/MCSFE_getChatPermission (login) → value {hasPermission}. */
export interface ChatPermissionValue {
  hasPermission: boolean;
}
/** POST /wps/relay/MCSFE_getChatMessage (login) → the member's unread agent messages. */
export interface ChatUnreadValue {
  unReadCount: number;
  latest: ChatMessage | null;
}

// Back-office desk (/admin/api, role SUPPORT or OWNER)

/** GET /admin/api/chat/conversations ?status&page&size — newest activity first. */
export const adminChatQuery = pageQuery.extend({ status: z.enum(CHAT_STATUSES).optional() });
export interface AdminChatConversation extends ChatConversation {
  customerType: 'MEMBER' | 'VISITOR';
  /** Member account, or null for visitors. */
  account: string | null;
  lastMessage: ChatMessage | null;
  /** Customer messages the desk has not read yet. */
  unread: number;
  updatedAt: number;
}
export interface AdminChatPage {
  list: AdminChatConversation[];
  page: number;
  size: number;
  total: number;
}
/** GET /admin/api/chat/conversations/:id/messages ?afterId&size (marks customer messages read). */
export const adminChatMessagesQuery = chatMessagesQuery.omit({ conversationId: true });
/** POST /admin/api/chat/conversations/:id/messages {content, clientMessageId}; POST .../close. */
export const adminChatSendRequest = chatSendRequest.omit({ conversationId: true });

// ---- Customer-service scripts -------------------------------------------------------------------

/** POST /wps/relay/MCSFE_getCustomerServiceScript → value {scripts}: snippets the page runs. */
export interface CustomerServiceScript {
  id: number;
  csType: string;
  /** Where the script goes: HEAD or BODY. */
  position: 'HEAD' | 'BODY';
  /** An https URL of a script file; inline code is never served. */
  src: string;
}
export interface CustomerServiceScriptsValue {
  scripts: CustomerServiceScript[];
}

// ---- Help centre --------------------------------------------------------------------------------

/** GET /wps/system/helpCenter ?lang; POST /wps/relay/MCSFE_getHelpV2 {lang, device: WEB}. */
export const helpCenterQuery = z.object({
  lang: trimmed(8).optional(),
  device: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
});
export interface HelpTopic {
  id: number;
  /** Stable anchor for hash navigation (#slug). */
  slug: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  sort: number;
}
export interface HelpTag {
  id: number;
  /** DEPOSIT and WITHDRAW tags are what a parent window filters on. */
  code: string;
  name: string;
  sort: number;
  topics: HelpTopic[];
}
export interface HelpCenterValue {
  tags: HelpTag[];
}

// ---- Feedback -----------------------------------------------------------------------------------

export const FEEDBACK_TYPES = {
  other_issues: 0,
  deposit_issues: 1,
  withdraw_issues: 2,
  game_issues: 3,
  service_issues: 4,
  apply_issues: 6,
} as const;
export const FEEDBACK_MIN = 20;
export const FEEDBACK_MAX = 500;

/**
 * PUT /wps/feedback {sender, content, type, captcha, file} — JSON with file as a data URL or
 * base64, or multipart. content 20-500 characters (activity_apply_remark_limit1 when outside),
 * captcha required (not_empty / captcha_invalid), file jpg/png checked by content, max 5 MB
 * (activity_apply_remark_limit2), and only accepted from a logged-in member.
 */
export const feedbackRequest = z.object({
  sender: trimmed(64).optional(),
  content: z.string().max(4000),
  type: z.coerce
    .number()
    .int()
    .refine((value) => (Object.values(FEEDBACK_TYPES) as number[]).includes(value))
    .default(0),
  captcha: trimmed(16),
  file: z.string().max(7_500_000).nullish(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequest>;
export interface FeedbackReceipt {
  id: number;
  createdAt: number;
}

/** GET /admin/api/feedback ?type&page&size — the operator's feedback inbox. */
export const adminFeedbackQuery = pageQuery.extend({ type: z.coerce.number().int().optional() });
export interface AdminFeedback {
  id: number;
  sender: string;
  account: string | null;
  type: number;
  content: string;
  hasImage: boolean;
  ip: string;
  createdAt: number;
}

// ---- Download and speed test ---------------------------------------------------------------------

/** GET /wps/system/download/setting → the app resources and the texts for the language. */
export interface DownloadSettingValue {
  resources: { resourceType: string; url: string; qrCodeUrl: string | null }[];
  texts: { app_desc: string; bottom_app_desc: string; login_prompt_text: string };
}

/** POST /wps/system/speedTest/result {taskId, success, elapsed, message} (login). */
export const speedTestResultRequest = z.object({
  taskId: trimmed(64).min(1),
  success: z.boolean(),
  elapsed: z.coerce.number().int().min(0).max(600_000),
  message: trimmed(200).optional(),
});
export type SpeedTestResult = z.infer<typeof speedTestResultRequest>;
/** Payload of a SPEED_TEST message on /topic/user/{customerId}. */
export interface SpeedTestTask {
  taskId: string;
  /** The URL to probe (a ping.json on one of the merchant's domains). */
  url: string;
  timeoutMs: number;
}

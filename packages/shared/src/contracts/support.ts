import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { pageQuery } from './account.js';
import { pagedValue } from './wallet.js';

/**
 * Customer service and site pages: the built-in live
 * chat, the chat-room bubble calls, customer-service scripts, the help centre, feedback, the
 * download setting and the speed-test post-back. Answers are in the /wps envelope unless noted;
 * times are epoch milliseconds.
 */

const id = lazySchema(() => z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
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
/** STOMP CONNECT header of a back-office operator (the raw admin token); members send `token`. */
export const ADMIN_TOKEN_STOMP_HEADER = 'Admin-Token';

export const CHAT_SENDERS = ['CUSTOMER', 'AGENT', 'SYSTEM'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];
export const CHAT_STATUSES = ['WAITING', 'ACTIVE', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/**
 * POST /wps/chat/open — a member (Authorization) or a visitor (Chat-Visitor header, or none to
 * start) opens or resumes their conversation. Visitors may give a display name. Trial accounts
 * (isAgent 4, 40, 41, 42) are refused with in_please_information.
 */
export const chatOpenRequest = lazySchema(() =>
  z.object({
    name: trimmed(40).optional(),
    language: trimmed(8).optional(),
  }),
);
export type ChatOpenRequest = z.infer<typeof chatOpenRequest>;
export const chatConversationValue = lazySchema(() =>
  z.object({
    conversationId: z.number(),
    status: z.enum(CHAT_STATUSES),
    /** Returned to visitors only: send it back in the Chat-Visitor header and at STOMP CONNECT. */
    visitorToken: z.string().nullable(),
    customerName: z.string(),
    agentName: z.string().nullable(),
    createdAt: z.number(),
  }),
);
export type ChatConversation = z.infer<typeof chatConversationValue>;

export const chatMessageValue = lazySchema(() =>
  z.object({
    id: z.number(),
    conversationId: z.number(),
    sender: z.enum(CHAT_SENDERS),
    senderName: z.string(),
    content: z.string(),
    createdAt: z.number(),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageValue>;

/** GET /wps/chat/messages ?conversationId&afterId&size — oldest first, after the given id. */
export const chatMessagesQuery = lazySchema(() =>
  z.object({
    conversationId: id,
    afterId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    size: z.coerce.number().int().min(1).max(100).default(50),
  }),
);
export const chatMessagePageValue = lazySchema(() =>
  z.object({
    list: z.array(chatMessageValue),
    /** True when more messages follow the last one returned. */
    more: z.boolean(),
  }),
);
export type ChatMessagePage = z.infer<typeof chatMessagePageValue>;

/** POST /wps/chat/messages — clientMessageId makes a resend answer the stored message. */
export const chatSendRequest = lazySchema(() =>
  z.object({
    conversationId: id,
    content: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
    clientMessageId: z.string().trim().min(8).max(64),
  }),
);
export type ChatSendRequest = z.infer<typeof chatSendRequest>;

/** POST /wps/chat/read {conversationId}: the customer has seen every agent message so far. */
export const chatReadRequest = lazySchema(() => z.object({ conversationId: id }));
export const chatReadValue = lazySchema(() =>
  z.object({
    conversationId: z.number(),
    /** Agent messages of the member (all conversations) or visitor still unread: 0 after a read. */
    unread: z.number(),
  }),
);
export type ChatReadValue = z.infer<typeof chatReadValue>;

/**
 * Real-time messages on chatTopic(id) and ADMIN_CHAT_TOPIC: {type: 'CHAT_MESSAGE', data:
 * ChatMessageEvent} for every new message, {type: 'CHAT_STATUS', data: ChatStatusEvent} when a
 * conversation is opened (desk only), taken by an agent (ACTIVE) or closed.
 */
export interface ChatMessageEvent {
  conversationId: number;
  message: ChatMessage;
}
export interface ChatStatusEvent {
  conversationId: number;
  status: ChatStatus;
  customerName: string;
  agentName: string | null;
}

/** POST /wps/relay/MCSFE_getChatUrl {b2c, title, language, headerColor} (login) → value {chatUrl}. */
export const chatUrlRequest = lazySchema(() =>
  z.object({
    b2c: z.union([z.boolean(), z.string().max(8)]).optional(),
    title: trimmed(80).optional(),
    language: trimmed(8).optional(),
    headerColor: trimmed(16).optional(),
  }),
);
export const chatUrlValue = lazySchema(() => z.object({ chatUrl: z.string() }));
export type ChatUrlValue = z.infer<typeof chatUrlValue>;
/** POST /wps/relay/MCSFE_getChatPermission (login) → value {hasPermission}. */
export const chatPermissionValue = lazySchema(() => z.object({ hasPermission: z.boolean() }));
export type ChatPermissionValue = z.infer<typeof chatPermissionValue>;
/** POST /wps/relay/MCSFE_getChatMessage (login) → the member's unread agent messages. */
export const chatUnreadValue = lazySchema(() =>
  z.object({
    unReadCount: z.number(),
    latest: chatMessageValue.nullable(),
  }),
);
export type ChatUnreadValue = z.infer<typeof chatUnreadValue>;
/** Path of a LIVECHAT customer-service entry that is the built-in chat; served as <origin>/livechat. */
export const BUILTIN_LIVECHAT_PATH = 'builtin:livechat';

// Back-office desk (/admin/api, role SUPPORT or OWNER)

/** GET /admin/api/chat/conversations ?status&page&size — newest activity first. */
export const adminChatQuery = lazySchema(() =>
  pageQuery.extend({ status: z.enum(CHAT_STATUSES).optional() }),
);
export const adminChatConversationValue = lazySchema(() =>
  chatConversationValue.extend({
    customerType: z.enum(['MEMBER', 'VISITOR']),
    /** Member account, or null for visitors. */
    account: z.string().nullable(),
    lastMessage: chatMessageValue.nullable(),
    /** Customer messages the desk has not read yet. */
    unread: z.number(),
    updatedAt: z.number(),
  }),
);
export type AdminChatConversation = z.infer<typeof adminChatConversationValue>;
export const adminChatPageValue = lazySchema(() => pagedValue(adminChatConversationValue));
export type AdminChatPage = z.infer<typeof adminChatPageValue>;
/** GET /admin/api/chat/conversations/:id/messages ?afterId&size (marks customer messages read). */
export const adminChatMessagesQuery = lazySchema(() => chatMessagesQuery.omit({ conversationId: true }));
/** POST /admin/api/chat/conversations/:id/messages {content, clientMessageId}; POST .../close. */
export const adminChatSendRequest = lazySchema(() => chatSendRequest.omit({ conversationId: true }));
/** The :id of every /admin/api route of this area. */
export const supportIdParam = lazySchema(() => z.object({ id }));

// ---- Customer-service scripts -------------------------------------------------------------------

/** POST /wps/relay/MCSFE_getCustomerServiceScript → value {scripts}: snippets the page runs. */
export const SCRIPT_POSITIONS = ['HEAD', 'BODY'] as const;
export const customerServiceScriptValue = lazySchema(() =>
  z.object({
    id: z.number(),
    csType: z.string(),
    /** Where the script goes: HEAD or BODY. */
    position: z.enum(SCRIPT_POSITIONS),
    /** An https URL of a script file; inline code is never served. */
    src: z.string(),
  }),
);
export type CustomerServiceScript = z.infer<typeof customerServiceScriptValue>;
export const customerServiceScriptsValue = lazySchema(() =>
  z.object({ scripts: z.array(customerServiceScriptValue) }),
);
export type CustomerServiceScriptsValue = z.infer<typeof customerServiceScriptsValue>;
/** GET/POST /admin/api/customer-service/scripts, PUT/DELETE .../scripts/:id (src must be https). */
export const adminScriptRequest = lazySchema(() =>
  z.object({
    csType: trimmed(16).min(1),
    position: z.enum(SCRIPT_POSITIONS).default('BODY'),
    src: z.string().trim().max(500),
    enabled: z.boolean().default(true),
    sort: z.coerce.number().int().min(0).max(9999).default(0),
  }),
);
export type AdminScriptRequest = z.infer<typeof adminScriptRequest>;
export const adminScriptValue = lazySchema(() =>
  customerServiceScriptValue.extend({
    enabled: z.boolean(),
    sort: z.number(),
  }),
);
export type AdminScript = z.infer<typeof adminScriptValue>;

// ---- Customer-service entries (back office) ---------------------------------------------------

/**
 * GET/POST /admin/api/customer-service/entries, PUT/DELETE .../entries/:id. builtin: true makes a
 * LIVECHAT entry the built-in chat (path ignored, stored as BUILTIN_LIVECHAT_PATH); otherwise path
 * is an http(s) URL. labelIds must be VIP labels of the merchant (empty: every member).
 */
export const adminCsEntryRequest = lazySchema(() =>
  z.object({
    title: trimmed(80).min(1),
    csType: z.enum(['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP', 'TX-CHAT']),
    csPosition: trimmed(16).min(1).default('RIGHT'),
    path: z.string().trim().max(500).default(''),
    builtin: z.boolean().default(false),
    labelIds: z.array(id).max(50).default([]),
    sort: z.coerce.number().int().min(0).max(9999).default(0),
  }),
);
export type AdminCsEntryRequest = z.infer<typeof adminCsEntryRequest>;
export const adminCsEntryValue = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    csType: z.string(),
    csPosition: z.string(),
    /** As stored: BUILTIN_LIVECHAT_PATH for the built-in chat. */
    path: z.string(),
    builtin: z.boolean(),
    labelIds: z.array(z.number()),
    sort: z.number(),
  }),
);
export type AdminCsEntry = z.infer<typeof adminCsEntryValue>;
/** What the back office's DELETE calls of this area answer. */
export const deletedValue = lazySchema(() => z.object({ deleted: z.literal(true) }));

// ---- Help centre --------------------------------------------------------------------------------

/** GET /wps/system/helpCenter ?lang; POST /wps/relay/MCSFE_getHelpV2 {lang, device: WEB}. */
export const helpCenterQuery = lazySchema(() =>
  z.object({
    lang: trimmed(8).optional(),
    device: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
  }),
);
export const helpTopicValue = lazySchema(() =>
  z.object({
    id: z.number(),
    /** Stable anchor for hash navigation (#slug). */
    slug: z.string(),
    title: z.string(),
    /** Sanitised HTML. */
    content: z.string(),
    sort: z.number(),
  }),
);
export type HelpTopic = z.infer<typeof helpTopicValue>;
/**
 * A help tag under the spec's names for help content: tag (the code; DEPOSIT and WITHDRAW are
 * the tags a parent window leaves out), title, bgColor and children (its topics: title, content).
 */
export const helpTagValue = lazySchema(() =>
  z.object({
    id: z.number(),
    tag: z.string(),
    title: z.string(),
    /** Optional background colour of the tag (#rgb or #rrggbb). */
    bgColor: z.string().nullable(),
    sort: z.number(),
    children: z.array(helpTopicValue),
  }),
);
export type HelpTag = z.infer<typeof helpTagValue>;
export const helpCenterValue = lazySchema(() =>
  z.object({
    /** The language served: the one asked for, or the merchant default when it has no help. */
    language: z.string(),
    tags: z.array(helpTagValue),
  }),
);
export type HelpCenterValue = z.infer<typeof helpCenterValue>;

export const HELP_TAG_CODES = ['DEPOSIT', 'WITHDRAW', 'ACCOUNT', 'GAMES', 'PROMOTION', 'OTHER'] as const;
const language = lazySchema(() =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
);
/** GET /admin/api/help/tags ?lang; POST /admin/api/help/tags; PUT/DELETE /admin/api/help/tags/:id. */
export const adminHelpTagQuery = lazySchema(() => z.object({ lang: language.optional() }));
export const adminHelpTagRequest = lazySchema(() =>
  z.object({
    language,
    code: z.enum(HELP_TAG_CODES),
    name: trimmed(60).min(1),
    bgColor: z
      .string()
      .trim()
      .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)
      .nullish(),
    sort: z.coerce.number().int().min(0).max(9999).default(0),
  }),
);
export type AdminHelpTagRequest = z.infer<typeof adminHelpTagRequest>;
export const adminHelpTagValue = lazySchema(() =>
  z.object({
    id: z.number(),
    language: z.string(),
    code: z.string(),
    name: z.string(),
    bgColor: z.string().nullable(),
    sort: z.number(),
    topicCount: z.number(),
  }),
);
export type AdminHelpTag = z.infer<typeof adminHelpTagValue>;
/** GET /admin/api/help/topics ?tagId&page&size; POST; PUT/DELETE /admin/api/help/topics/:id. */
export const adminHelpTopicQuery = lazySchema(() => pageQuery.extend({ tagId: id.optional() }));
export const adminHelpTopicRequest = lazySchema(() =>
  z.object({
    tagId: id,
    /** Lower-case letters, digits and dashes; made from the title (or topic-<n>) when absent. */
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
      .optional(),
    title: trimmed(120).min(1),
    /** HTML; sanitised when saved. */
    content: z.string().max(50_000),
    sort: z.coerce.number().int().min(0).max(9999).default(0),
  }),
);
export type AdminHelpTopicRequest = z.infer<typeof adminHelpTopicRequest>;
export const adminHelpTopicValue = lazySchema(() =>
  helpTopicValue.extend({ tagId: z.number(), language: z.string() }),
);
export type AdminHelpTopic = z.infer<typeof adminHelpTopicValue>;
export const adminHelpTopicPageValue = lazySchema(() => pagedValue(adminHelpTopicValue));

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
export const feedbackRequest = lazySchema(() =>
  z.object({
    sender: trimmed(64).optional(),
    content: z.string().max(4000),
    type: z.coerce
      .number()
      .int()
      .refine((value) => (Object.values(FEEDBACK_TYPES) as number[]).includes(value))
      .default(0),
    /** Empty or missing answers not_empty. */
    captcha: trimmed(16).default(''),
    file: z.string().max(7_500_000).nullish(),
  }),
);
export type FeedbackRequest = z.infer<typeof feedbackRequest>;
export const feedbackReceiptValue = lazySchema(() => z.object({ id: z.number(), createdAt: z.number() }));
export type FeedbackReceipt = z.infer<typeof feedbackReceiptValue>;

/** GET /admin/api/feedback ?type&page&size — the operator's feedback inbox. */
export const adminFeedbackQuery = lazySchema(() =>
  pageQuery.extend({ type: z.coerce.number().int().optional() }),
);
export const adminFeedbackValue = lazySchema(() =>
  z.object({
    id: z.number(),
    sender: z.string(),
    account: z.string().nullable(),
    type: z.number(),
    content: z.string(),
    hasImage: z.boolean(),
    ip: z.string(),
    createdAt: z.number(),
  }),
);
export type AdminFeedback = z.infer<typeof adminFeedbackValue>;
export const adminFeedbackPageValue = lazySchema(() => pagedValue(adminFeedbackValue));

// ---- Download and speed test ---------------------------------------------------------------------

/** GET /wps/system/download/setting → the app resources and the texts for the language. */
export const downloadSettingValue = lazySchema(() =>
  z.object({
    /** IOS, Android and H5; qrCodeUrl is the stored image or a generated PNG data URL of url. */
    resources: z.array(
      z.object({ resourceType: z.string(), url: z.string(), qrCodeUrl: z.string().nullable() }),
    ),
    texts: z.object({ app_desc: z.string(), bottom_app_desc: z.string(), login_prompt_text: z.string() }),
    /** The language of texts (the request's, else the merchant default). */
    language: z.string(),
  }),
);
export type DownloadSettingValue = z.infer<typeof downloadSettingValue>;

/** POST /wps/system/speedTest/result {taskId, success, elapsed, message} (login). */
export const speedTestResultRequest = lazySchema(() =>
  z.object({
    taskId: trimmed(64).min(1),
    success: z.boolean(),
    elapsed: z.coerce.number().int().min(0).max(600_000),
    message: trimmed(200).optional(),
  }),
);
export type SpeedTestResult = z.infer<typeof speedTestResultRequest>;
/** Payload of a SPEED_TEST message on /topic/user/{customerId}. */
export const speedTestTaskValue = lazySchema(() =>
  z.object({
    taskId: z.string(),
    /** The URL to probe (a ping.json on one of the merchant's domains). */
    url: z.string(),
    timeoutMs: z.number(),
  }),
);
export type SpeedTestTask = z.infer<typeof speedTestTaskValue>;

/**
 * POST /admin/api/customer-service/speed-tests {account, url?} sends a SPEED_TEST task to the
 * member (url: an http(s) URL; default a ping of one of the merchant's domains);
 * GET /admin/api/customer-service/speed-tests ?account&page&size lists tasks with their results.
 */
export const adminSpeedTestRequest = lazySchema(() =>
  z.object({
    account: trimmed(32).min(1),
    url: z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/[^\s]+$/)
      .optional(),
    timeoutMs: z.coerce.number().int().min(1000).max(60_000).default(10_000),
  }),
);
export const adminSpeedTestQuery = lazySchema(() => pageQuery.extend({ account: trimmed(32).optional() }));
export const adminSpeedTestValue = lazySchema(() =>
  speedTestTaskValue.extend({
    id: z.number(),
    account: z.string(),
    createdBy: z.string(),
    createdAt: z.number(),
    /** Null until the member's browser posts the result. */
    result: z
      .object({ success: z.boolean(), elapsed: z.number(), message: z.string().nullable(), at: z.number() })
      .nullable(),
  }),
);
export type AdminSpeedTest = z.infer<typeof adminSpeedTestValue>;
export const adminSpeedTestPageValue = lazySchema(() => pagedValue(adminSpeedTestValue));
/** What POST /wps/system/speedTest/result answers. */
export const speedTestResultReceiptValue = lazySchema(() =>
  z.object({ taskId: z.string(), recorded: z.boolean() }),
);
export type SpeedTestResultReceipt = z.infer<typeof speedTestResultReceiptValue>;

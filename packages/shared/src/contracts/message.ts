import { z } from 'zod';
import { pageQuery } from './account.js';

/**
 * Inbox messages (messageV2), unread counts, notices: banners, announcements, promotion notices
 * and publicity popups (spec games 2, 3, 7, 9; account 4). Answers are in the /wps envelope;
 * times are epoch milliseconds; content is sanitised HTML.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const epochMs = z.coerce.number().int().min(0).max(8_640_000_000_000_000);

// ---- Inbox --------------------------------------------------------------------------------------

/**
 * GET /wps/relay/MCSFE_getInboxMessages ?page&size&sort&read&startTime&endTime (login); the same
 * fields as a JSON body on POST. sort: DESC (newest first, default) or ASC. read: Y read only,
 * N unread only, absent = all. startTime/endTime bound the send time (inclusive).
 */
export const inboxQuery = pageQuery.extend({
  sort: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['ASC', 'DESC']))
    .default('DESC'),
  read: z.enum(['Y', 'N']).nullish(),
  startTime: epochMs.nullish(),
  endTime: epochMs.nullish(),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  /** Y once the member opened it. */
  read: 'Y' | 'N';
  /** PERSONAL (to this member) or BROADCAST (to every member of the merchant). */
  category: 'PERSONAL' | 'BROADCAST';
  sendTime: number;
  readTime: number | null;
}
export interface InboxPage {
  list: InboxMessage[];
  page: number;
  size: number;
  total: number;
  unread: number;
}

/** GET /wps/relay/MCSFE_getUnreadCounts (login): unread inbox messages and chat messages. */
export interface UnreadCounts {
  inbox: number;
  chat: number;
}

/** POST /wps/message/read {ids} or {all: true} (login). Answers {updated, unread}. */
export const markReadRequest = z
  .object({
    ids: z.array(id).min(1).max(100).nullish(),
    all: z.boolean().nullish(),
  })
  .refine((v) => (v.ids?.length ?? 0) > 0 || v.all === true, { message: 'ids or all' });
export interface MarkReadResult {
  updated: number;
  unread: number;
}

/** GET /wps/message/:id (login): one message; opening it marks it read. */
export const messageIdParam = z.object({ id });

// ---- Notices ------------------------------------------------------------------------------------

/**
 * Notice types: PR promotion notice (links to a promotion), B banner, PL announcement (notice
 * board list), PU publicity popup.
 */
export const NOTICE_TYPES = ['PR', 'B', 'PL', 'PU'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/**
 * Execution of a notice: A shown at every login, F only at a member's first login, B not tied to
 * login (banners, lists). As a request filter: B everything, F entries A or F, A entries A only.
 */
export const NOTICE_EXECUTIONS = ['A', 'F', 'B'] as const;
export type NoticeExecution = (typeof NOTICE_EXECUTIONS)[number];
export const DEFAULT_NOTICE_GROUP = 'w_promotion';
/** Banners of the home page carousel. */
export const HOME_BANNER_GROUP = 'w_home';
export const NOTICE_PAGE_SIZE = 10;

const noticeTypes = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((t) => t.trim().toUpperCase()).filter(Boolean))
  .pipe(z.array(z.enum(NOTICE_TYPES)).min(1).max(4));

/**
 * GET /wps/relay/MCSFE_notice ?types&groupName&execution&platform&page&size (login optional),
 * also POST with a JSON body. Defaults: types PR,B,PL,PU, groupName w_promotion, execution B,
 * platform W. Banners (B) are filtered by groupName; the other types are merchant-wide.
 */
export const noticeQuery = pageQuery.extend({
  types: noticeTypes.default(['PR', 'B', 'PL', 'PU']),
  groupName: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .default(DEFAULT_NOTICE_GROUP),
  execution: z.enum(NOTICE_EXECUTIONS).default('B'),
  platform: z.enum(['W', 'M', 'A']).default('W'),
});
export type NoticeQuery = z.infer<typeof noticeQuery>;

export type BannerLinkageType = 'URL' | 'P' | 'G';

export interface Banner {
  bannerId: number;
  /** Image URL. */
  url: string;
  /** URL: the link; P: a promotion id; G: a game code. */
  linkage: string | null;
  linkageType: BannerLinkageType;
  groupName: string;
  roomId: string | null;
  nodeId: string | null;
  vendor: string | null;
  title: string;
}

export interface Notice {
  id: number;
  type: NoticeType;
  title: string;
  content: string;
  execution: NoticeExecution;
  groupName: string | null;
  /** For PR: the promotion it announces. */
  promotionId: number | null;
  imageUrl: string | null;
  startTime: number;
  endTime: number | null;
  /** Present for type B. */
  banner: Banner | null;
}
export interface NoticePage {
  list: Notice[];
  page: number;
  size: number;
  total: number;
}

/** GET /wps/relay/MCSFE_noticeV2 (same query, default types B,PL,PU,PR): grouped, each list up to size. */
export interface NoticeV2 {
  banners: Banner[];
  announcements: Notice[];
  popups: Notice[];
  promotions: Notice[];
}

/**
 * GET /wps/notice/popups (login optional): publicity popups to show now. The server knows whether
 * this session is the member's first login: then A or F entries, later only A; visitors get A.
 */
export interface PopupList {
  firstLogin: boolean;
  list: Notice[];
}

// ---- Back office (/admin/api) -------------------------------------------------------------------

/** POST /admin/api/messages {username | all, title, content}: sends an inbox message (INBOX push). */
export const adminMessageRequest = z
  .object({
    username: z.string().trim().min(1).max(32).nullish(),
    all: z.boolean().nullish(),
    title: z.string().trim().min(1).max(120),
    content: z.string().max(20_000),
  })
  .refine((v) => Boolean(v.username) !== (v.all === true), { message: 'username or all' });

/** POST /admin/api/online-messages {username, title, content}: an ONLINE_MSG push, not stored. */
export const adminOnlineMessageRequest = z.object({
  username: z.string().trim().min(1).max(32),
  title: z.string().trim().min(1).max(120),
  content: z.string().trim().min(1).max(1000),
});

// ---- Real-time ----------------------------------------------------------------------------------

/** INBOX: a new message arrived. */
export interface InboxEventData {
  messageId: number;
  title: string;
  /** The member's unread count; null for a broadcast (each member refetches its own). */
  unread: number | null;
  time: number;
}

/** ONLINE_MSG: a message from the merchant shown at once (plain text). */
export interface OnlineMessageEventData {
  title: string;
  content: string;
  time: number;
}

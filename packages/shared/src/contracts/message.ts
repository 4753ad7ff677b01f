import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { pageQuery } from './account.js';
import { pagedValue } from './wallet.js';
import { contentTextsSchema } from './content-texts.js';

/**
 * Inbox messages (messageV2), unread counts, notices: banners, announcements, promotion notices
 * and publicity popups. Answers are in the /wps envelope;
 * times are epoch milliseconds; content is sanitised HTML.
 */

const id = lazySchema(() => z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const epochMs = lazySchema(() => z.coerce.number().int().min(0).max(8_640_000_000_000_000));

// ---- Inbox --------------------------------------------------------------------------------------

/**
 * GET /wps/relay/MCSFE_getInboxMessages ?page&size&sort&read&startTime&endTime (login); the same
 * fields as a JSON body on POST. sort: DESC (newest first, default) or ASC. read: Y read only,
 * N unread only, absent = all. startTime/endTime bound the send time (inclusive).
 */
export const inboxQuery = lazySchema(() =>
  pageQuery.extend({
    sort: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(['ASC', 'DESC']))
      .default('DESC'),
    read: z.enum(['Y', 'N']).nullish(),
    startTime: epochMs.nullish(),
    endTime: epochMs.nullish(),
  }),
);
export type InboxQuery = z.infer<typeof inboxQuery>;

export const inboxMessageValue = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    content: z.string(),
    /** Y once the member opened it. */
    read: z.enum(['Y', 'N']),
    /** PERSONAL (to this member) or BROADCAST (to every member of the merchant). */
    category: z.enum(['PERSONAL', 'BROADCAST']),
    sendTime: z.number(),
    readTime: z.number().nullable(),
  }),
);
export type InboxMessage = z.infer<typeof inboxMessageValue>;
export const inboxPageValue = lazySchema(() => pagedValue(inboxMessageValue).extend({ unread: z.number() }));
export type InboxPage = z.infer<typeof inboxPageValue>;

/** GET /wps/relay/MCSFE_getUnreadCounts (login): unread inbox messages and chat messages. */
export const unreadCountsValue = lazySchema(() => z.object({ inbox: z.number(), chat: z.number() }));
export type UnreadCounts = z.infer<typeof unreadCountsValue>;

export const LEGACY_MAILBOX_MAX_IDS = 100;
/** Message ids as the legacy client sends them: "1,2,3" (query or form) or a list. */
const legacyIds = lazySchema(() =>
  z
    .union([
      z.string().max(2_000),
      z.number(),
      z.array(z.union([z.string().max(20), z.number()])).max(LEGACY_MAILBOX_MAX_IDS),
    ])
    .transform((v) =>
      (Array.isArray(v) ? v.map(String) : String(v).split(','))
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => (/^\d{1,16}$/.test(s) ? Number(s) : Number.NaN)),
    )
    .pipe(
      z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(LEGACY_MAILBOX_MAX_IDS),
    ),
);

/**
 * POST /wps/message/read {ids} or {all: true} (login); the 500cai client posts the form
 * messageId=<id> (or messageIds=1,2), which names the same messages. Answers {updated, unread}.
 */
export const markReadRequest = lazySchema(() =>
  z
    .object({
      ids: z.array(id).min(1).max(100).nullish(),
      all: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).nullish(),
      messageId: legacyIds.optional(),
      messageIds: legacyIds.optional(),
    })
    .transform((v) => {
      const ids = [...(v.ids ?? []), ...(v.messageId ?? []), ...(v.messageIds ?? [])];
      return { ids: ids.length > 0 ? ids : null, all: v.all ?? null };
    })
    .refine((v) => (v.ids?.length ?? 0) > 0 || v.all === true, { message: 'ids or all' })
    .refine((v) => (v.ids?.length ?? 0) <= 100, { message: 'at most 100 ids' }),
);
export const markReadValue = lazySchema(() => z.object({ updated: z.number(), unread: z.number() }));
export type MarkReadResult = z.infer<typeof markReadValue>;

/** GET /wps/message/:id (login): one message; opening it marks it read. */
export const messageIdParam = lazySchema(() => z.object({ id }));

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

const noticeTypes = lazySchema(() =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : v.split(',')).map((t) => t.trim().toUpperCase()).filter(Boolean),
    )
    .pipe(z.array(z.enum(NOTICE_TYPES)).min(1).max(4)),
);

/**
 * GET /wps/relay/MCSFE_notice ?types&groupName&execution&platform&page&size (login optional),
 * also POST with a JSON body. Defaults: types PR,B,PL,PU, groupName w_promotion, execution B,
 * platform W. Banners (B) are filtered by groupName; the other types are merchant-wide.
 */
export const noticeQuery = lazySchema(() =>
  pageQuery.extend({
    types: noticeTypes.default(['PR', 'B', 'PL', 'PU']),
    groupName: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .default(DEFAULT_NOTICE_GROUP),
    execution: z.enum(NOTICE_EXECUTIONS).default('B'),
    platform: z.enum(['W', 'M', 'A']).default('W'),
  }),
);
export type NoticeQuery = z.infer<typeof noticeQuery>;
/**
 * The announcement list of current clients (GET or POST /wps/relay/CCSFE_getListAnnouncements,
 * legacy GET /wps/system/announcements): the same notices, announcements (PL) by default.
 */
export const announcementQuery = lazySchema(() => noticeQuery.extend({ types: noticeTypes.default(['PL']) }));
/** GET /wps/relay/MCSFE_noticeV2: the same query, every type by default. */
export const noticeV2Query = lazySchema(() =>
  noticeQuery.extend({ types: noticeTypes.default(['B', 'PL', 'PU', 'PR']) }),
);

export const BANNER_LINKAGE_TYPES = ['URL', 'P', 'G'] as const;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

export const bannerValue = lazySchema(() =>
  z.object({
    bannerId: z.number(),
    /** Image URL. */
    url: z.string(),
    /** URL: the link; P: a promotion id; G: a game code. */
    linkage: z.string().nullable(),
    linkageType: z.enum(BANNER_LINKAGE_TYPES),
    groupName: z.string(),
    roomId: z.string().nullable(),
    nodeId: z.string().nullable(),
    vendor: z.string().nullable(),
    title: z.string(),
  }),
);
export type Banner = z.infer<typeof bannerValue>;

export const noticeValue = lazySchema(() =>
  z.object({
    id: z.number(),
    type: z.enum(NOTICE_TYPES),
    title: z.string(),
    content: z.string(),
    execution: z.enum(NOTICE_EXECUTIONS),
    groupName: z.string().nullable(),
    /** For PR: the promotion it announces. */
    promotionId: z.number().nullable(),
    imageUrl: z.string().nullable(),
    startTime: z.number(),
    endTime: z.number().nullable(),
    /** Present for type B. */
    banner: bannerValue.nullable(),
  }),
);
export type Notice = z.infer<typeof noticeValue>;
export const noticePageValue = lazySchema(() => pagedValue(noticeValue));
export type NoticePage = z.infer<typeof noticePageValue>;

/** GET /wps/relay/MCSFE_noticeV2 (same query, default types B,PL,PU,PR): grouped, each list up to size. */
export const noticeV2Value = lazySchema(() =>
  z.object({
    banners: z.array(bannerValue),
    announcements: z.array(noticeValue),
    popups: z.array(noticeValue),
    promotions: z.array(noticeValue),
  }),
);
export type NoticeV2 = z.infer<typeof noticeV2Value>;

/**
 * GET /wps/notice/popups (login optional): publicity popups to show now. The server knows whether
 * this session is the member's first login: then A or F entries, later only A; visitors get A.
 */
export const popupListValue = lazySchema(() =>
  z.object({ firstLogin: z.boolean(), list: z.array(noticeValue) }),
);
export type PopupList = z.infer<typeof popupListValue>;

// ---- Back office (/admin/api) -------------------------------------------------------------------

/** Title and content of an inbox message in languages other than the merchant's default. */
const messageTexts = lazySchema(() =>
  contentTextsSchema({ title: z.string().trim().max(120), content: z.string().max(20_000) }),
);
/** A notice's stored texts as the back office reads them (pictures may be any stored address, data: too). */
const noticeTextsValue = lazySchema(() =>
  contentTextsSchema({ title: z.string(), content: z.string(), imageUrl: z.string() }),
);
/** Title, content and picture of a notice in languages other than the merchant's default. */
const noticeTexts = lazySchema(() =>
  contentTextsSchema({
    title: z.string().trim().max(120),
    content: z.string().max(20_000),
    imageUrl: z.string().trim().max(500).regex(SAFE_URL_PATTERN, 'https:// or /path'),
  }),
);

/** POST /admin/api/messages {username | all, title, content, texts?}: sends an inbox message (INBOX push). */
export const adminMessageRequest = lazySchema(() =>
  z
    .object({
      username: z.string().trim().min(1).max(32).nullish(),
      all: z.boolean().nullish(),
      title: z.string().trim().min(1).max(120),
      content: z.string().max(20_000),
      /** The other languages' title and content; title and content above are the default language's. */
      texts: messageTexts.optional(),
    })
    .refine((v) => Boolean(v.username) !== (v.all === true), { message: 'username or all' }),
);
export const adminMessageValue = lazySchema(() => z.object({ id: z.number() }));

/** POST /admin/api/online-messages {username, title, content}: an ONLINE_MSG push, not stored. */
export const adminOnlineMessageRequest = lazySchema(() =>
  z.object({
    username: z.string().trim().min(1).max(32),
    title: z.string().trim().min(1).max(120),
    content: z.string().trim().min(1).max(1000),
  }),
);
export const adminOnlineMessageValue = lazySchema(() => z.object({ sent: z.literal(true) }));

/**
 * Notices in the back office: one table, three views. /admin/api/notices holds announcements (PL)
 * and promotion notices (PR), /admin/api/banners banners (B), /admin/api/popups publicity popups
 * (PU). Each answers GET (paged list) and GET /:id, POST (create), PUT /:id (partial update) and
 * DELETE /:id (soft: status D, kept for the audit trail). A row of another view or merchant is
 * resource.not.found. Status A shows on the player site inside [startTime, endTime); I is paused.
 */
export const NOTICE_STATUSES = ['A', 'I', 'D'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_PLATFORMS = ['W', 'M', 'A'] as const;
export type NoticePlatform = (typeof NOTICE_PLATFORMS)[number];
export const ADMIN_NOTICE_VIEWS = ['notices', 'banners', 'popups'] as const;
export type AdminNoticeView = (typeof ADMIN_NOTICE_VIEWS)[number];
/** The notice types each back-office view manages. */
export const ADMIN_NOTICE_VIEW_TYPES: Record<AdminNoticeView, readonly NoticeType[]> = {
  notices: ['PL', 'PR'],
  banners: ['B'],
  popups: ['PU'],
};
/** Latest schedule time accepted (2100-01-01), so any date stays within what every layer stores. */
export const ADMIN_TIME_MAX = 4_102_444_800_000;
const adminTime = lazySchema(() => z.coerce.number().int().min(0).max(ADMIN_TIME_MAX));

/** https://… or a site-relative /path (not //host): what an image or link of a notice may be. */
export const SAFE_URL_PATTERN = /^(https:\/\/[^\s"'<>\\]+|\/(?![/\\])[^\s"'<>\\]*)$/;
const safeUrl = lazySchema(() => z.string().trim().max(500).regex(SAFE_URL_PATTERN, 'https:// or /path'));

/** GET ?type&status&q&platform&groupName&live&page&size; live=Y: what the player site shows now. */
export const adminNoticeQuery = lazySchema(() =>
  pageQuery.extend({
    type: z.enum(NOTICE_TYPES).optional(),
    status: z.enum(NOTICE_STATUSES).optional(),
    q: z.string().trim().max(60).optional(),
    platform: z.enum(NOTICE_PLATFORMS).optional(),
    groupName: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .optional(),
    live: z.enum(['Y', 'N']).optional(),
  }),
);
export type AdminNoticeQuery = z.infer<typeof adminNoticeQuery>;

/**
 * Fields of a notice; POST needs title and startTime (type on /notices, imageUrl on /banners);
 * PUT takes any subset. content is sanitised HTML. endTime null = open-ended, else after startTime.
 * linkage: URL → https or /path, P → a promotion id of the merchant, G → a game code.
 */
export const adminNoticeFields = lazySchema(() =>
  z.object({
    type: z.enum(NOTICE_TYPES),
    title: z.string().trim().min(1).max(120),
    content: z.string().max(20_000),
    execution: z.enum(NOTICE_EXECUTIONS),
    groupName: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/),
    promotionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
    imageUrl: safeUrl.nullable(),
    linkage: z.string().trim().max(500).nullable(),
    linkageType: z.enum(['URL', 'P', 'G']),
    roomId: z.string().trim().max(40).nullable(),
    nodeId: z.string().trim().max(40).nullable(),
    vendor: z.string().trim().max(40).nullable(),
    platforms: z.array(z.enum(NOTICE_PLATFORMS)).min(1).max(3),
    sort: z.number().int().min(0).max(10_000),
    startTime: adminTime,
    endTime: adminTime.nullable(),
    status: z.enum(['A', 'I']),
    /** Title and content in the other languages; title and content above are the default language's. */
    texts: noticeTexts,
  }),
);
export const adminNoticeCreate = lazySchema(() =>
  adminNoticeFields.partial().extend({
    title: adminNoticeFields.shape.title,
    startTime: adminTime.optional(),
  }),
);
/** PUT …/:id: the fields to change, at least one. */
export const adminNoticeUpdate = lazySchema(() =>
  adminNoticeFields
    .partial()
    .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'one field' }),
);
export type AdminNoticeInput = z.infer<typeof adminNoticeUpdate>;

export const adminNoticeValue = lazySchema(() =>
  z.object({
    id: z.number(),
    type: z.enum(NOTICE_TYPES),
    title: z.string(),
    content: z.string(),
    execution: z.enum(NOTICE_EXECUTIONS),
    groupName: z.string().nullable(),
    promotionId: z.number().nullable(),
    imageUrl: z.string().nullable(),
    linkage: z.string().nullable(),
    linkageType: z.enum(BANNER_LINKAGE_TYPES).nullable(),
    roomId: z.string().nullable(),
    nodeId: z.string().nullable(),
    vendor: z.string().nullable(),
    platforms: z.array(z.enum(NOTICE_PLATFORMS)),
    sort: z.number(),
    startTime: z.number(),
    endTime: z.number().nullable(),
    status: z.enum(NOTICE_STATUSES),
    /** True when the player site shows it now (status A inside its schedule). */
    live: z.boolean(),
    /** The other languages' title, content (sanitised) and picture. */
    texts: noticeTextsValue,
  }),
);
export type AdminNotice = z.infer<typeof adminNoticeValue>;
export const adminNoticePageValue = lazySchema(() => pagedValue(adminNoticeValue));

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

// ---- The 500cai (2017) mailbox -----------------------------------------------------------------

/**
 * The legacy client's /wps/message family: the inbox is ours; what a member writes goes to the
 * merchant's customer service (our live chat, which the desk answers), so the outbox lists the
 * member's own chat messages. Paging is ours (page, size) or Spring-style (pageNo, pageSize).
 */
/** The one recipient a member writes to: the merchant's customer service desk. */
export const LEGACY_CS_RECIPIENT = 'CS';

const legacyPaging = {
  page: z.coerce.number().int().min(1).max(1000).optional(),
  size: z.coerce.number().int().min(1).max(50).optional(),
  pageNo: z.coerce.number().int().min(1).max(1000).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
};
/** Read filter as the legacy pages send it: Y/N, true/false or 1/0. */
const readFlag = lazySchema(() =>
  z
    .union([z.boolean(), z.string().trim().toUpperCase().max(5)])
    .transform((v) => (typeof v === 'boolean' ? (v ? 'Y' : 'N') : v))
    .pipe(
      z
        .enum(['Y', 'N', 'TRUE', 'FALSE', '1', '0', ''])
        .transform((v) => (v === '' ? null : v === 'Y' || v === 'TRUE' || v === '1' ? 'Y' : 'N')),
    ),
);

/**
 * GET /wps/message/inbox ?pageNo&pageSize (or page&size) &read|isRead &startTime&endTime &sort:
 * our inbox query. Unknown fields (cache-busters) are ignored.
 */
export const legacyInboxQuery = lazySchema(() =>
  z
    .object({
      ...legacyPaging,
      read: readFlag.optional(),
      isRead: readFlag.optional(),
      startTime: epochMs.optional(),
      endTime: epochMs.optional(),
      sort: z.string().trim().max(4).optional(),
    })
    .transform((q): z.input<typeof inboxQuery> => ({
      page: q.page ?? q.pageNo ?? 1,
      size: q.size ?? q.pageSize ?? 10,
      read: q.read ?? q.isRead ?? null,
      startTime: q.startTime ?? null,
      endTime: q.endTime ?? null,
      ...(q.sort ? { sort: q.sort } : {}),
    }))
    .pipe(inboxQuery),
);

/** DELETE /wps/message/inbox|outbox ?messageIds=1,2,3 */
export const legacyMessageIdsQuery = lazySchema(() => z.object({ messageIds: legacyIds }));

/**
 * What a delete did: messages removed, and those kept. A broadcast belongs to every member and
 * a message the desk has read is the merchant's record, so neither can be removed by one member
 * (a kept broadcast is marked read).
 */
export const legacyDeleteValue = lazySchema(() =>
  z.object({ deleted: z.number(), kept: z.number(), unread: z.number() }),
);
export type LegacyDeleteResult = z.infer<typeof legacyDeleteValue>;

/** GET /wps/message/recipients: whom a member may write to (the customer service desk, when on). */
export const legacyRecipientsValue = lazySchema(() =>
  z.array(z.object({ recipient: z.string(), name: z.string() })),
);
export type LegacyRecipients = z.infer<typeof legacyRecipientsValue>;

/**
 * PUT /wps/message/send {recipient?, title?, content} (JSON). The content may come as `message`
 * or `content`, the title as `title` or `subject`; the desk receives them as one chat message.
 */
export const legacySendRequest = lazySchema(() =>
  z
    .object({
      recipient: z.string().trim().max(32).nullish(),
      receiver: z.string().trim().max(32).nullish(),
      title: z.string().trim().max(120).nullish(),
      subject: z.string().trim().max(120).nullish(),
      content: z.string().trim().max(1000).nullish(),
      message: z.string().trim().max(1000).nullish(),
    })
    .transform((v) => ({
      recipient: v.recipient || v.receiver || LEGACY_CS_RECIPIENT,
      title: v.title || v.subject || '',
      content: v.content || v.message || '',
    }))
    .pipe(
      z.object({
        recipient: z.string(),
        title: z.string(),
        content: z.string().min(1),
      }),
    ),
);
export type LegacySendRequest = z.infer<typeof legacySendRequest>;

/** One message the member wrote; read is Y once the desk has seen it. */
export const legacyOutboxItem = lazySchema(() =>
  z.object({
    id: z.number(),
    recipient: z.string(),
    recipientName: z.string(),
    content: z.string(),
    read: z.enum(['Y', 'N']),
    sendTime: z.number(),
  }),
);
export type LegacyOutboxItem = z.infer<typeof legacyOutboxItem>;
export const legacyOutboxPageValue = lazySchema(() => pagedValue(legacyOutboxItem));
export type LegacyOutboxPage = z.infer<typeof legacyOutboxPageValue>;

/** GET /wps/message/outbox ?pageNo&pageSize (or page&size). */
export const legacyOutboxQuery = lazySchema(() =>
  z
    .object(legacyPaging)
    .transform((q) => ({ page: q.page ?? q.pageNo ?? 1, size: q.size ?? q.pageSize ?? 10 })),
);

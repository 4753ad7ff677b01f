import type {
  Banner,
  InboxMessage,
  InboxQuery,
  LegacyDeleteResult,
  MarkReadResult,
  Notice,
  NoticeExecution,
  NoticeQuery,
  NoticeV2,
  PopupList,
  UnreadCounts,
} from '@platform/shared';
import {
  HOME_BANNER_GROUP,
  cleanContentTexts,
  localizedText,
  type ContentTexts,
  type LanguageCode,
  type TextLanguage,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RealtimePublisher } from '../../platform/realtime/publisher.js';
import type { FeatureFlags, MerchantContext } from '../settings/index.js';
import type { SessionContext, SessionReads } from '../session/index.js';
import { isTrialAccount, type MemberRepository } from '../member/index.js';
import type { AdminContext } from '../admin/index.js';
import { htmlToText, sanitizeMerchantHtml } from '../promotion/index.js';
import { MessageRepository, type InboxRow, type NoticeRow } from './message.repository.js';
import type { HomeBanner, HomeBannerCache } from './home-banner-cache.js';

export interface MessageDeps {
  db: Db;
  members: Pick<MemberRepository, 'findByUsername'>;
  /** Whether a session is the member's first login (the popups of first logins). */
  sessionReads: Pick<SessionReads, 'isFirstSession'>;
  flags: Pick<FeatureFlags, 'require'>;
  realtime: RealtimePublisher;
  /** Agent chat messages the member has not read (the live chat's count). */
  chatUnread?: (merchantId: number, memberId: number) => Promise<number>;
  /** Keeps the home carousel in memory for the landing page's first view; without it, read each time. */
  homeBanners?: HomeBannerCache;
  now?: () => Date;
}

/** What a notice filter `execution` lets through: B everything, F first-login entries, A every-login ones. */
/** As many banners as the web app asks for (features/message fetchNoticeV2). */
const HOME_BANNER_PAGE = 20;

const EXECUTIONS: Record<NoticeExecution, string[] | null> = { B: null, F: ['A', 'F'], A: ['A'] };

/** Title and content of a notice or inbox message in the caller's language (with fallback). */
function textsOf(row: NoticeRow | InboxRow, lang: TextLanguage | null) {
  if (!lang) return { title: row.title, content: row.content };
  const pick = (field: 'title' | 'content') =>
    localizedText(row.texts, field, lang.language, lang.defaultLanguage, row[field]);
  return { title: pick('title'), content: pick('content') };
}

/** A notice's picture in the caller's language: a banner's text is often drawn into it. */
function imageOf(row: NoticeRow, lang: TextLanguage | null): string | null {
  if (!lang || !row.imageUrl) return row.imageUrl;
  return localizedText(row.texts, 'imageUrl', lang.language, lang.defaultLanguage, row.imageUrl);
}

function toInbox(row: InboxRow, readAt: Date | string | null, lang: TextLanguage): InboxMessage {
  const text = textsOf(row, lang);
  return {
    id: row.id,
    title: text.title,
    content: sanitizeMerchantHtml(text.content),
    read: readAt ? 'Y' : 'N',
    category: row.memberId === null ? 'BROADCAST' : 'PERSONAL',
    sendTime: row.createdAt.getTime(),
    readTime: readAt ? new Date(readAt).getTime() : null,
  };
}

export function toBanner(row: NoticeRow, lang: TextLanguage | null = null): Banner {
  return {
    bannerId: row.id,
    url: imageOf(row, lang) ?? '',
    linkage: row.linkage,
    linkageType: row.linkageType ?? 'URL',
    groupName: row.groupName ?? '',
    roomId: row.roomId,
    nodeId: row.nodeId,
    vendor: row.vendor,
    title: textsOf(row, lang).title,
  };
}

function toNotice(row: NoticeRow, lang: TextLanguage | null): Notice {
  const text = textsOf(row, lang);
  return {
    id: row.id,
    type: row.type,
    title: text.title,
    content: sanitizeMerchantHtml(text.content),
    execution: row.execution,
    groupName: row.groupName,
    promotionId: row.promotionId,
    imageUrl: imageOf(row, lang),
    startTime: row.startAt.getTime(),
    endTime: row.endAt?.getTime() ?? null,
    banner: row.type === 'B' ? toBanner(row, lang) : null,
  };
}

function textLanguage(merchant: MerchantContext, language: LanguageCode): TextLanguage {
  return { language, defaultLanguage: merchant.defaultLanguage };
}

/**
 * Inbox (messageV2) with unread counts and read marks, notices (banners, announcements, promotion
 * notices, publicity popups) and the merchant's messages: INBOX pushes for new inbox messages,
 * ONLINE_MSG pushes for messages shown at once.
 */
export class MessageService {
  private readonly repository: MessageRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: MessageDeps) {
    this.repository = new MessageRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  /** Trial accounts have no inbox; the merchant may switch the inbox off (INBOX3). */
  private async inboxMember(merchant: MerchantContext, session: SessionContext) {
    if (isTrialAccount(session.isAgent)) throw new AppError('in_please_account');
    await this.deps.flags.require(merchant, 'INBOX3');
  }

  async inbox(merchant: MerchantContext, session: SessionContext, query: InboxQuery, language: LanguageCode) {
    await this.inboxMember(merchant, session);
    const { rows, total } = await this.repository.inbox(merchant.id, session.memberId, query);
    const lang = textLanguage(merchant, language);
    return {
      list: rows.map((r) => toInbox(r.message, r.readAt, lang)),
      page: query.page,
      size: query.size,
      total,
      unread: await this.repository.unread(merchant.id, session.memberId),
    };
  }

  async message(
    merchant: MerchantContext,
    session: SessionContext,
    id: number,
    language: LanguageCode,
  ): Promise<InboxMessage> {
    await this.inboxMember(merchant, session);
    const row = await this.repository.one(merchant.id, session.memberId, id);
    if (!row) throw new AppError('message.not.found');
    const now = this.now();
    if (!row.readAt) await this.repository.markRead(merchant.id, session.memberId, [id], now);
    return toInbox(row.message, row.readAt ?? now, textLanguage(merchant, language));
  }

  async unreadCounts(merchant: MerchantContext, session: SessionContext): Promise<UnreadCounts> {
    if (isTrialAccount(session.isAgent)) return { inbox: 0, chat: 0 };
    const [inbox, chat] = await Promise.all([
      this.repository.unread(merchant.id, session.memberId),
      this.deps.chatUnread?.(merchant.id, session.memberId) ?? 0,
    ]);
    return { inbox, chat };
  }

  /** One of the two counts, for clients that ask for each alone. */
  async unreadCount(
    merchant: MerchantContext,
    session: SessionContext,
    of: 'inbox' | 'chat',
  ): Promise<number> {
    if (isTrialAccount(session.isAgent)) return 0;
    if (of === 'inbox') return this.repository.unread(merchant.id, session.memberId);
    return (await this.deps.chatUnread?.(merchant.id, session.memberId)) ?? 0;
  }

  async markRead(
    merchant: MerchantContext,
    session: SessionContext,
    input: { ids?: number[] | null; all?: boolean | null },
  ): Promise<MarkReadResult> {
    await this.inboxMember(merchant, session);
    const ids = input.all ? null : [...new Set(input.ids ?? [])];
    const updated = await this.repository.markRead(merchant.id, session.memberId, ids, this.now());
    return { updated, unread: await this.repository.unread(merchant.id, session.memberId) };
  }

  /**
   * Removes the member's own messages among the ids; a broadcast is every member's and stays
   * (marked read, so it no longer counts). Ids the member cannot see are left alone.
   */
  async remove(
    merchant: MerchantContext,
    session: SessionContext,
    ids: number[],
  ): Promise<LegacyDeleteResult> {
    await this.inboxMember(merchant, session);
    const unique = [...new Set(ids)];
    const deleted = await this.repository.deletePersonal(merchant.id, session.memberId, unique);
    await this.repository.markRead(merchant.id, session.memberId, unique, this.now());
    return {
      deleted,
      kept: unique.length - deleted,
      unread: await this.repository.unread(merchant.id, session.memberId),
    };
  }

  // ---- Notices ----------------------------------------------------------------------------------

  async notices(merchant: MerchantContext, query: NoticeQuery, language: LanguageCode | null) {
    const { rows, total } = await this.repository.notices(
      merchant.id,
      this.now(),
      {
        types: query.types,
        groupName: query.groupName,
        executions: EXECUTIONS[query.execution],
        platform: query.platform,
      },
      query,
    );
    const lang = language ? textLanguage(merchant, language) : null;
    return { list: rows.map((r) => toNotice(r, lang)), page: query.page, size: query.size, total };
  }

  async noticeV2(merchant: MerchantContext, query: NoticeQuery, language: LanguageCode): Promise<NoticeV2> {
    const of = async (type: 'B' | 'PL' | 'PU' | 'PR') =>
      query.types.includes(type)
        ? (await this.notices(merchant, { ...query, types: [type], page: 1 }, language)).list
        : [];
    const [banners, announcements, popups, promotions] = await Promise.all([
      of('B'),
      of('PL'),
      of('PU'),
      of('PR'),
    ]);
    return { banners: banners.map((n) => n.banner!), announcements, popups, promotions };
  }

  /**
   * The home carousel's banners as MCSFE_noticeV2 answers the web site's visitors (same filter and
   * order): the default language's picture and title with the other languages' beside them, for
   * the landing page's first view to pick the visitor's.
   */
  async homeBanners(merchant: MerchantContext): Promise<readonly HomeBanner[]> {
    const load = async () => {
      const { rows } = await this.repository.notices(
        merchant.id,
        this.now(),
        { types: ['B'], groupName: HOME_BANNER_GROUP, executions: EXECUTIONS.B, platform: 'W' },
        { page: 1, size: HOME_BANNER_PAGE },
      );
      return rows.map((r) => ({
        url: r.imageUrl ?? '',
        title: r.title,
        endsAt: r.endAt?.getTime() ?? null,
        texts: Object.fromEntries(
          Object.entries(r.texts).map(([lang, t]) => [lang, { title: t.title, imageUrl: t.imageUrl }]),
        ),
      }));
    };
    return this.deps.homeBanners ? this.deps.homeBanners.banners(merchant.id, load) : load();
  }

  /** Publicity popups after login: the first login shows A and F entries, later logins only A. */
  async popups(
    merchant: MerchantContext,
    session: SessionContext | null,
    language: LanguageCode,
  ): Promise<PopupList> {
    // A session held to the forced password change sees what visitors see.
    const firstLogin =
      session && session.scope === 'full'
        ? await this.deps.sessionReads.isFirstSession(session.memberId, session.tokenHash)
        : false;
    const { rows } = await this.repository.notices(
      merchant.id,
      this.now(),
      { types: ['PU'], groupName: '', executions: firstLogin ? ['A', 'F'] : ['A'], platform: 'W' },
      { page: 1, size: 20 },
    );
    const lang = textLanguage(merchant, language);
    return { firstLogin, list: rows.map((r) => toNotice(r, lang)) };
  }

  // ---- Back office ------------------------------------------------------------------------------

  /** Stores an inbox message (sanitised) and pushes INBOX to its member (or every member online). */
  async send(
    merchant: MerchantContext,
    actor: AdminContext,
    input: {
      username?: string | null;
      all?: boolean | null;
      title: string;
      content: string;
      texts?: ContentTexts<'title' | 'content'>;
    },
  ) {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const member = input.username
      ? await this.deps.members.findByUsername(merchant.id, input.username)
      : null;
    if (input.username && !member) throw new AppError('downline.not.found');
    const row = await this.repository.insertMessage({
      merchantId: merchant.id,
      memberId: member?.id ?? null,
      title: input.title,
      content: sanitizeMerchantHtml(input.content),
      texts: cleanContentTexts(input.texts, ['title', 'content'], merchant.defaultLanguage, (field, value) =>
        field === 'content' ? sanitizeMerchantHtml(value) : value.trim(),
      ),
      createdAt: this.now(),
    });
    const data = { messageId: row.id, title: row.title, time: row.createdAt.getTime() };
    if (member) {
      const unread = await this.repository.unread(merchant.id, member.id);
      await this.deps.realtime.publishToUser(merchant.id, member.id, {
        type: 'INBOX',
        data: { ...data, unread },
      });
    } else {
      // Each member's unread count differs; subscribers refetch it on this message.
      await this.deps.realtime.publishToSession(merchant.id, {
        type: 'INBOX',
        data: { ...data, unread: null },
      });
    }
    return { id: row.id };
  }

  async online(
    merchant: MerchantContext,
    actor: AdminContext,
    input: { username: string; title: string; content: string },
  ) {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const member = await this.deps.members.findByUsername(merchant.id, input.username);
    if (!member) throw new AppError('downline.not.found');
    await this.deps.realtime.publishToUser(merchant.id, member.id, {
      type: 'ONLINE_MSG',
      data: {
        title: htmlToText(input.title),
        content: htmlToText(input.content),
        time: this.now().getTime(),
      },
    });
    return { sent: true } as const;
  }
}

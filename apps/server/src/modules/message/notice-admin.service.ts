import {
  ADMIN_NOTICE_VIEW_TYPES,
  DEFAULT_NOTICE_GROUP,
  NOTICE_PLATFORMS,
  SAFE_URL_PATTERN,
  cleanContentTexts,
  type AdminNotice,
  type AdminNoticeInput,
  type AdminNoticeQuery,
  type AdminNoticeView,
  type AdminPage,
  type ContentTexts,
  type LanguageCode,
  type NoticePlatform,
  type NoticeStatus,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { AdminContext } from '../admin/index.js';
import { sanitizeMerchantHtml, type PromotionReads } from '../promotion/index.js';
import type { NoticeRow } from './message.repository.js';
import type { NoticeTextField } from './message.tables.js';
import { NoticeAdminRepository } from './notice-admin.repository.js';
import type { HomeBannerCache } from './home-banner-cache.js';

const GAME_CODE = /^[A-Za-z0-9_.:-]{1,64}$/;

function invalid(field: string, rule: string): AppError {
  return new AppError('request.invalid', `${field}: ${rule}`);
}

function platformsOf(text: string): NoticePlatform[] {
  return NOTICE_PLATFORMS.filter((p) => text.includes(p));
}

function isLive(row: NoticeRow, now: Date): boolean {
  return (
    row.status === 'A' &&
    row.startAt.getTime() <= now.getTime() &&
    (row.endAt === null || row.endAt.getTime() > now.getTime())
  );
}

export function toAdminNotice(row: NoticeRow, now: Date): AdminNotice {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: sanitizeMerchantHtml(row.content),
    execution: row.execution,
    groupName: row.groupName,
    promotionId: row.promotionId,
    imageUrl: row.imageUrl,
    linkage: row.linkage,
    linkageType: row.linkageType,
    roomId: row.roomId,
    nodeId: row.nodeId,
    vendor: row.vendor,
    platforms: platformsOf(row.platforms),
    sort: row.sortOrder,
    startTime: row.startAt.getTime(),
    endTime: row.endAt?.getTime() ?? null,
    status: row.status as NoticeStatus,
    live: isLive(row, now),
    texts: sanitizedTexts(row.texts),
  };
}

/** Stored texts as the editor shows them: content sanitised again, like the default language's. */
function sanitizedTexts(texts: ContentTexts<NoticeTextField>): ContentTexts<NoticeTextField> {
  const out: ContentTexts<NoticeTextField> = {};
  for (const [lang, entry] of Object.entries(texts) as [
    LanguageCode,
    Partial<Record<NoticeTextField, string>>,
  ][]) {
    out[lang] =
      entry.content === undefined ? entry : { ...entry, content: sanitizeMerchantHtml(entry.content) };
  }
  return out;
}

/**
 * Banners, announcements, promotion notices and popups as the operator edits them. The player
 * endpoints read the same rows on every request (no server cache), so a change shows at once; the
 * landing page's copy of the home banners (HomeBannerCache) is dropped by every write here.
 */
export class NoticeAdminService {
  private readonly repository: NoticeAdminRepository;
  constructor(
    db: Db,
    /** A promotion notice must name a promotion of the merchant. */
    private readonly promotions: Pick<PromotionReads, 'promotionExists'>,
    private readonly now: () => Date = () => new Date(),
    private readonly banners: Pick<HomeBannerCache, 'changed'> | null = null,
  ) {
    this.repository = new NoticeAdminRepository(db);
  }

  private own(merchant: MerchantContext, actor: AdminContext): void {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
  }

  async list(
    merchant: MerchantContext,
    actor: AdminContext,
    view: AdminNoticeView,
    query: AdminNoticeQuery,
  ): Promise<AdminPage<AdminNotice>> {
    this.own(merchant, actor);
    const types = ADMIN_NOTICE_VIEW_TYPES[view];
    if (query.type && !types.includes(query.type))
      return { list: [], page: query.page, size: query.size, total: 0 };
    const now = this.now();
    const { rows, total } = await this.repository.list(
      merchant.id,
      {
        types: query.type ? [query.type] : types,
        status: query.status,
        q: query.q || undefined,
        platform: query.platform,
        groupName: query.groupName,
        live: query.live === undefined ? undefined : query.live === 'Y',
      },
      now,
      query,
    );
    return { list: rows.map((r) => toAdminNotice(r, now)), page: query.page, size: query.size, total };
  }

  async one(merchant: MerchantContext, actor: AdminContext, view: AdminNoticeView, id: number) {
    this.own(merchant, actor);
    const row = await this.repository.byId(merchant.id, ADMIN_NOTICE_VIEW_TYPES[view], id);
    if (!row) throw new AppError('resource.not.found');
    return toAdminNotice(row, this.now());
  }

  async create(
    merchant: MerchantContext,
    actor: AdminContext,
    view: AdminNoticeView,
    input: AdminNoticeInput,
  ) {
    this.own(merchant, actor);
    const now = this.now();
    const type = view === 'banners' ? 'B' : view === 'popups' ? 'PU' : input.type;
    if (!type) throw invalid('type', 'PL or PR');
    const defaults = {
      type,
      title: '',
      content: '',
      execution: type === 'PU' ? ('A' as const) : ('B' as const),
      groupName: DEFAULT_NOTICE_GROUP,
      promotionId: null,
      imageUrl: null,
      linkage: null,
      linkageType: 'URL' as const,
      roomId: null,
      nodeId: null,
      vendor: null,
      platforms: [...NOTICE_PLATFORMS],
      sort: 0,
      startTime: now.getTime(),
      endTime: null,
      status: 'A' as const,
      texts: {},
    };
    const merged = { ...defaults, ...stripUndefined(input) };
    await this.check(merchant, view, merged);
    const row = await this.repository.insert({
      merchantId: merchant.id,
      ...this.columns(merged, merchant.defaultLanguage),
    });
    await this.banners?.changed(merchant.id);
    return toAdminNotice(row, now);
  }

  async update(
    merchant: MerchantContext,
    actor: AdminContext,
    view: AdminNoticeView,
    id: number,
    input: AdminNoticeInput,
  ) {
    this.own(merchant, actor);
    const types = ADMIN_NOTICE_VIEW_TYPES[view];
    const current = await this.repository.byId(merchant.id, types, id);
    if (!current) throw new AppError('resource.not.found');
    const merged = { ...this.fieldsOf(current), ...stripUndefined(input) };
    await this.check(merchant, view, merged);
    const row = await this.repository.update(
      merchant.id,
      types,
      id,
      this.columns(merged, merchant.defaultLanguage),
    );
    if (!row) throw new AppError('resource.not.found');
    await this.banners?.changed(merchant.id);
    return toAdminNotice(row, this.now());
  }

  /** Soft delete: the row stays (status D) so the audit log's references keep meaning. */
  async remove(merchant: MerchantContext, actor: AdminContext, view: AdminNoticeView, id: number) {
    this.own(merchant, actor);
    const row = await this.repository.update(merchant.id, ADMIN_NOTICE_VIEW_TYPES[view], id, { status: 'D' });
    if (!row) throw new AppError('resource.not.found');
    await this.banners?.changed(merchant.id);
    return toAdminNotice(row, this.now());
  }

  private fieldsOf(row: NoticeRow): Required<AdminNoticeInput> {
    return {
      type: row.type,
      title: row.title,
      content: row.content,
      execution: row.execution,
      groupName: row.groupName ?? DEFAULT_NOTICE_GROUP,
      promotionId: row.promotionId,
      imageUrl: row.imageUrl,
      linkage: row.linkage,
      linkageType: row.linkageType ?? 'URL',
      roomId: row.roomId,
      nodeId: row.nodeId,
      vendor: row.vendor,
      platforms: platformsOf(row.platforms),
      sort: row.sortOrder,
      startTime: row.startAt.getTime(),
      endTime: row.endAt?.getTime() ?? null,
      // A deleted row edited again comes back paused rather than live.
      status: row.status === 'A' ? 'A' : 'I',
      texts: row.texts,
    };
  }

  /** The rules a notice must keep whatever the request sent: its view, schedule and links. */
  private async check(merchant: MerchantContext, view: AdminNoticeView, n: Required<AdminNoticeInput>) {
    if (!ADMIN_NOTICE_VIEW_TYPES[view].includes(n.type)) {
      throw invalid('type', ADMIN_NOTICE_VIEW_TYPES[view].join(' or '));
    }
    if (n.endTime !== null && n.endTime <= n.startTime) throw invalid('endTime', 'after startTime');
    if (n.type === 'B' && !n.imageUrl) throw invalid('imageUrl', 'required for a banner');
    if (n.type === 'PU' && n.execution === 'B') throw invalid('execution', 'A or F for a popup');
    if (n.type === 'PR') {
      if (!n.promotionId) throw invalid('promotionId', 'required for a promotion notice');
      if (!(await this.promotions.promotionExists(merchant.id, n.promotionId))) {
        throw new AppError('promotion.not.found');
      }
    }
    if (n.linkage) {
      if (n.linkageType === 'URL' && !SAFE_URL_PATTERN.test(n.linkage)) {
        throw invalid('linkage', 'https:// or /path');
      }
      if (n.linkageType === 'P') {
        const promotionId = /^\d{1,15}$/.test(n.linkage) ? Number(n.linkage) : 0;
        if (!promotionId || !(await this.promotions.promotionExists(merchant.id, promotionId))) {
          throw new AppError('promotion.not.found');
        }
      }
      if (n.linkageType === 'G' && !GAME_CODE.test(n.linkage)) throw invalid('linkage', 'a game code');
    }
  }

  private columns(n: Required<AdminNoticeInput>, defaultLanguage: LanguageCode) {
    return {
      type: n.type,
      title: n.title,
      content: sanitizeMerchantHtml(n.content),
      execution: n.execution,
      groupName: n.type === 'B' ? n.groupName : null,
      promotionId: n.type === 'PR' ? n.promotionId : null,
      imageUrl: n.imageUrl || null,
      linkage: n.linkage || null,
      linkageType: n.linkage || n.type === 'B' ? n.linkageType : null,
      roomId: n.roomId || null,
      nodeId: n.nodeId || null,
      vendor: n.vendor || null,
      platforms: NOTICE_PLATFORMS.filter((p) => n.platforms.includes(p)).join(''),
      sortOrder: n.sort,
      startAt: new Date(n.startTime),
      endAt: n.endTime === null ? null : new Date(n.endTime),
      status: n.status,
      // A picture of its own only where the notice has one to replace.
      texts: cleanContentTexts(
        n.texts,
        n.imageUrl ? ['title', 'content', 'imageUrl'] : ['title', 'content'],
        defaultLanguage,
        (field, value) => (field === 'content' ? sanitizeMerchantHtml(value) : value.trim()),
      ),
    };
  }
}

function stripUndefined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

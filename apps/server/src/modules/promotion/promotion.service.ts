import { createHash } from 'node:crypto';
import {
  PROMOTION_FLOW,
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_MAX_IMAGES,
  PROMOTION_REMARK_MAX_LENGTH,
  PROMOTION_TYPES,
  SAFE_URL_PATTERN,
  cleanContentTexts,
  localizedText,
  type AdminPromotionApplication,
  type AdminPromotionInput,
  type ApplicationStatus,
  type AvailablePromotion,
  type ClaimResult,
  type Promotion,
  type PromotionApplication,
  type PromotionType,
  type LanguageCode,
  type TextLanguage,
  minorToDecimal as money,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { parseAmount, proofImageType, sqlState, type AdminActor, type Ledger } from '../wallet/index.js';
import type { FeatureFlags, MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import { isTrialAccount, type MemberRepository, type MemberRow } from '../member/index.js';
import { Activity } from './activity.js';
import { dateString } from './business-day.js';
import { claimResult, payBonus } from './bonus-payer.js';
import { sanitizeMerchantHtml } from './html.js';
import type { PromotionEvents } from './promotion-events.js';
import { PromotionRepository, type ApplicationRow, type PromotionRow } from './promotion.repository.js';
import { PromotionAdminRepository } from './promotion-admin.repository.js';

export interface PromotionDeps {
  db: Db;
  ledger: Ledger;
  members: MemberRepository;
  flags: FeatureFlags;
  events: PromotionEvents;
  /** The merchant's active site domains, where members' invitation links may point. */
  domains?: (merchantId: number) => Promise<string[]>;
  /** Fraud signals: promotions claimed, and from which device. */
  claims?: ClaimSignals;
  now?: () => Date;
}

/** What claims tell fraud detection: who claimed which promotion from the device of the session. */
export interface ClaimSignals {
  claimed(
    merchant: MerchantContext,
    member: { id: number; isAgent: number; createdAt: Date },
    promotionId: number,
    deviceId: string | null,
  ): Promise<void>;
}

/** An uploaded image as the route read it; tooLarge when the parser cut it at the size limit. */
export interface UploadedImage {
  bytes: Buffer;
  tooLarge?: boolean;
}

/**
 * A promotion as players see it. With a language, its title, content and first picture are that
 * language's (falling back to the merchant's default); without, the stored default's.
 */
export function toPromotion(
  row: PromotionRow,
  applyStatus: ApplicationStatus | null,
  lang: TextLanguage | null = null,
): Promotion {
  const pick = (field: 'title' | 'content' | 'imageUrl', base: string) =>
    lang ? localizedText(row.texts, field, lang.language, lang.defaultLanguage, base) : base;
  const imageUrls =
    row.imageUrls.length > 0 ? [pick('imageUrl', row.imageUrls[0]!), ...row.imageUrls.slice(1)] : [];
  return {
    id: row.id,
    title: pick('title', row.title),
    content: sanitizeMerchantHtml(pick('content', row.content)),
    startDate: row.startAt.getTime(),
    startDateStr: dateString(row.startAt),
    endDate: row.endAt?.getTime() ?? null,
    announcementImages: imageUrls.map((url, i) => ({ imageId: i + 1, url })),
    promotionType: row.promotionType,
    redirect: row.redirect,
    externalLink: row.externalLink,
    linkedPromotionId: row.linkedPromotionId,
    remarkRequired: row.remarkRequired ? 'Y' : 'N',
    imageRequired: row.imageRequired ? 'Y' : 'N',
    categoryId: row.categoryId,
    bonusAmount: money(row.bonusAmount, row.currency),
    turnoverMultiplier: row.turnoverX100 / 100,
    applyStatus,
  };
}

function toApplication(
  row: ApplicationRow,
  title: string,
  promotionType: PromotionType,
): PromotionApplication {
  return {
    applicationId: row.id,
    promotionId: row.promotionId,
    title,
    promotionType,
    status: row.status,
    remarks: row.remarks,
    imageCount: row.imageCount,
    bonusAmount: money(row.bonusAmount, row.currency),
    decisionRemarks: row.decisionRemarks,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}

/**
 * Promotions of a merchant: the public list, applications for apply-type promotions
 * (getSignUpRequestReward -> PENDING -> the merchant approves or rejects; approval pays the bonus
 * through the ledger with its turnover requirement) and the back office's promotion editing and
 * manual grants.
 */
export class PromotionService {
  private readonly repository: PromotionRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: PromotionDeps) {
    this.repository = new PromotionRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  /** The member behind a session, refusing trial accounts (member-centre features). */
  async member(merchant: MerchantContext, session: SessionContext): Promise<MemberRow> {
    if (isTrialAccount(session.isAgent)) throw new AppError('in_please_account');
    const member = await this.deps.members.findById(merchant.id, session.memberId);
    if (!member || member.status !== 'A') throw new AppError('user.or.token.invalid');
    return member;
  }

  async list(
    merchant: MerchantContext,
    session: SessionContext | null,
    query: { page: number; size: number; categoryId?: number | null; promotionType?: PromotionType | null },
    language: LanguageCode = merchant.defaultLanguage,
  ) {
    const { rows, total } = await this.repository.active(
      merchant.id,
      this.now(),
      { categoryId: query.categoryId, types: query.promotionType ? [query.promotionType] : undefined },
      query,
    );
    const statuses = session
      ? await this.repository.latestApplications(
          session.memberId,
          rows.map((r) => r.id),
        )
      : new Map<number, ApplicationStatus>();
    return {
      list: rows.map((r) =>
        toPromotion(r, statuses.get(r.id) ?? null, { language, defaultLanguage: merchant.defaultLanguage }),
      ),
      page: query.page,
      size: query.size,
      total,
    };
  }

  async detail(
    merchant: MerchantContext,
    session: SessionContext | null,
    id: number,
    language: LanguageCode = merchant.defaultLanguage,
  ): Promise<Promotion> {
    const row = await this.repository.findActive(merchant.id, id, this.now());
    if (!row) throw new AppError('promotion.not.found');
    const statuses = session ? await this.repository.latestApplications(session.memberId, [id]) : new Map();
    return toPromotion(row, statuses.get(id) ?? null, {
      language,
      defaultLanguage: merchant.defaultLanguage,
    });
  }

  categories(merchant: MerchantContext) {
    return this.repository.categories(merchant.id, this.now());
  }

  /** Per type: active promotions (less those the member already applied for or took once). */
  async available(merchant: MerchantContext, session: SessionContext | null): Promise<AvailablePromotion[]> {
    const { rows } = await this.repository.active(merchant.id, this.now());
    const rewardsOn = await this.deps.flags.isOn(merchant, 'REWCEN3');
    let taken = new Set<number>();
    if (session) {
      const statuses = await this.repository.latestApplications(
        session.memberId,
        rows.map((r) => r.id),
      );
      // A raffle is drawn per window, under keys that name the window: it is never taken once as
      // a whole, and its own once-key could coincide with a drawn window's.
      const paidOnce = rows.filter((r) => r.promotionType !== 'RAFFLE');
      const once = await this.repository.bonusKeys(
        merchant.id,
        paidOnce.map((r) => onceKey(r, session.memberId)),
      );
      const takenOnce = (r: PromotionRow) =>
        r.promotionType !== 'RAFFLE' && once.has(onceKey(r, session.memberId));
      taken = new Set(
        rows
          .filter((r) => {
            const status = statuses.get(r.id);
            return status === 'PENDING' || status === 'APPROVED' || takenOnce(r);
          })
          .map((r) => r.id),
      );
    }
    return PROMOTION_TYPES.map((type) => {
      const ofType = rows.filter((r) => r.promotionType === type);
      return {
        promotionType: type,
        count: ofType.filter((r) => !taken.has(r.id)).length,
        enabled: rewardsOn && ofType.length > 0,
      };
    });
  }

  async claimList(
    merchant: MerchantContext,
    session: SessionContext,
    query: { page: number; size: number; status?: ApplicationStatus | null },
  ) {
    await this.member(merchant, session);
    const { rows, total } = await this.repository.applications(
      merchant.id,
      { memberId: session.memberId, status: query.status },
      query.page,
      query.size,
    );
    return {
      list: rows.map((r) => toApplication(r.application, r.title, r.promotionType)),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /**
   * getSignUpRequestReward: checks the remark and the images against the promotion's rules
   * (limit1 remark, limit2 type or missing image, limit3 size, limit4 count) and stores
   * a PENDING application; one live application per member and promotion.
   */
  async apply(
    merchant: MerchantContext,
    session: SessionContext,
    input: { promotionId: number; remarks?: string | null },
    images: UploadedImage[],
  ): Promise<PromotionApplication> {
    const member = await this.member(merchant, session);
    const promotion = await this.repository.findActive(merchant.id, input.promotionId, this.now());
    if (!promotion) throw new AppError('promotion.not.found');
    if (PROMOTION_FLOW[promotion.promotionType] !== 'apply')
      throw new AppError('promotion.apply.not.supported');
    const remarks = input.remarks?.trim() ?? '';
    if (promotion.remarkRequired && !remarks) throw new AppError('activity_apply_remark_limit1');
    if ([...remarks].length > PROMOTION_REMARK_MAX_LENGTH) throw new AppError('activity_apply_remark_limit1');
    if (images.length > PROMOTION_MAX_IMAGES) throw new AppError('activity_apply_remark_limit4');
    if (promotion.imageRequired && images.length === 0) throw new AppError('activity_apply_remark_limit2');
    const checked = images.map((image) => {
      if (image.tooLarge || image.bytes.length > PROMOTION_IMAGE_MAX_BYTES) {
        throw new AppError('activity_apply_remark_limit3');
      }
      try {
        return { bytes: image.bytes, contentType: proofImageType(image.bytes) };
      } catch {
        throw new AppError('activity_apply_remark_limit2');
      }
    });
    if (promotion.promotionType === 'MISSION_MANUAL')
      await this.requireMissionDone(merchant, member, promotion);
    try {
      const { application } = await this.deps.db.transaction(async (tx) => {
        const repository = new PromotionRepository(tx);
        const application = await repository.insertApplication({
          merchantId: merchant.id,
          promotionId: promotion.id,
          memberId: member.id,
          remarks: remarks || null,
          imageCount: checked.length,
          currency: promotion.currency,
          bonusAmount: promotion.bonusAmount,
        });
        await repository.insertImages(
          checked.map((image, position) => ({
            applicationId: application.id,
            position,
            merchantId: merchant.id,
            contentType: image.contentType,
            bytes: image.bytes,
            sha256: createHash('sha256').update(image.bytes).digest('hex'),
          })),
        );
        return { application };
      });
      await this.deps.claims?.claimed(merchant, member, promotion.id, session.deviceId ?? null);
      return toApplication(application, promotion.title, promotion.promotionType);
    } catch (error) {
      if (sqlState(error) === '23505') throw new AppError('promotion.already.claimed');
      throw error;
    }
  }

  /** MISSION_MANUAL: the member's settled bets since the promotion started must reach the target. */
  private async requireMissionDone(merchant: MerchantContext, member: MemberRow, promotion: PromotionRow) {
    const bet = await new Activity(this.deps.db).betTotal(merchant.id, member.id, {
      from: promotion.startAt,
      to: promotion.endAt ?? this.now(),
    });
    if (bet < (promotion.target ?? 0n)) throw new AppError('promotion.not.eligible');
  }

  // ---- Back office ------------------------------------------------------------------------------

  async queue(
    actor: AdminActor,
    query: {
      status: ApplicationStatus | 'ALL';
      promotionId?: number;
      username?: string;
      from?: number;
      to?: number;
      page: number;
      size: number;
    },
  ) {
    const { rows, total } = await new PromotionAdminRepository(this.deps.db).applications(
      actor.merchantId,
      {
        status: query.status === 'ALL' ? null : query.status,
        promotionId: query.promotionId,
        username: query.username || undefined,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
      },
      query,
    );
    const list: AdminPromotionApplication[] = rows.map((r) => ({
      ...toApplication(r.application, r.title, r.promotionType),
      memberId: r.application.memberId,
      username: r.username,
      imageUrls: Array.from(
        { length: r.application.imageCount },
        (_, i) => `/admin/api/promotions/applications/${r.application.id}/images/${i}`,
      ),
    }));
    return { list, page: query.page, size: query.size, total };
  }

  async image(actor: AdminActor, applicationId: number, position: number) {
    const image = await this.repository.image(actor.merchantId, applicationId, position);
    if (!image) throw new AppError('resource.not.found');
    return image;
  }

  /**
   * Approve pays the bonus (PROMOTION -> member MAIN, turnover recorded) and marks the
   * application APPROVED in one transaction; a second decision is application.already.decided,
   * so nothing is ever paid twice. The member gets a PROMOTION_CLAIM push after commit.
   */
  async decide(
    merchant: MerchantContext,
    actor: AdminActor,
    id: number,
    approve: boolean,
    remarks: string | null,
  ): Promise<PromotionApplication> {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const { row, promotion } = await this.deps.ledger.run(async (ledger) => {
      const repository = new PromotionRepository(ledger.tx);
      const application = await repository.lockApplication(merchant.id, id);
      if (!application) throw new AppError('application.not.found');
      if (application.status !== 'PENDING') throw new AppError('application.already.decided');
      const promotion = (await repository.promotion(merchant.id, application.promotionId))!;
      if (approve) {
        await payBonus(ledger, {
          merchantId: merchant.id,
          memberId: application.memberId,
          currency: application.currency,
          amount: application.bonusAmount,
          turnoverX100: promotion.turnoverX100,
          promotionId: promotion.id,
          applicationId: application.id,
          source: promotion.promotionType,
          title: promotion.title,
          claimKey: `application:${application.id}`,
          remarks,
        });
      }
      const row = await repository.decideApplication(application.id, {
        status: approve ? 'APPROVED' : 'REJECTED',
        decisionRemarks: remarks,
        decidedByAdminId: actor.adminId,
        decidedAt: this.now(),
      });
      return { row, promotion };
    });
    await this.deps.events.claim(merchant.id, row.memberId, {
      promotionId: promotion.id,
      applicationId: row.id,
      title: promotion.title,
      promotionType: promotion.promotionType,
      status: row.status,
      amount: approve ? money(row.bonusAmount, row.currency) : '0',
      remarks,
    });
    return toApplication(row, promotion.title, promotion.promotionType);
  }

  /** Creates or updates a promotion; content is sanitised before it is stored. */
  async save(merchant: MerchantContext, actor: AdminActor, input: AdminPromotionInput, id?: number) {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const currency = merchant.currency;
    const bonusAmount = parseAmount(input.bonusAmount, currency);
    const target =
      input.target === null || input.target === undefined ? null : parseAmount(input.target, currency);
    if (input.promotionType === 'TICKET' && !input.promoCode)
      throw new AppError('request.invalid', 'promoCode: required');
    if (input.promotionType === 'RAFFLE' && !input.schedules?.length) {
      throw new AppError('request.invalid', 'schedules: required');
    }
    for (const url of input.imageUrls) {
      if (!SAFE_URL_PATTERN.test(url)) throw new AppError('request.invalid', 'imageUrls: https:// or /path');
    }
    for (const texts of Object.values(input.texts ?? {})) {
      if (texts.imageUrl?.trim() && !SAFE_URL_PATTERN.test(texts.imageUrl.trim())) {
        throw new AppError('request.invalid', 'texts.imageUrl: https:// or /path');
      }
    }
    if (input.redirect && !/^\/[A-Za-z0-9/_?=&.-]*$/.test(input.redirect)) {
      throw new AppError('request.invalid', 'redirect: an internal path');
    }
    if (input.endDate && input.endDate <= input.startDate) {
      throw new AppError('request.invalid', 'endDate: after startDate');
    }
    // Ids another merchant owns would link this promotion into their data.
    const admin = new PromotionAdminRepository(this.deps.db);
    if (input.categoryId && !(await admin.categoryExists(merchant.id, input.categoryId))) {
      throw new AppError('request.invalid', 'categoryId: unknown category');
    }
    if (input.linkedPromotionId && !(await this.repository.promotion(merchant.id, input.linkedPromotionId))) {
      throw new AppError('promotion.not.found');
    }
    const values = {
      merchantId: merchant.id,
      categoryId: input.categoryId ?? null,
      promotionType: input.promotionType,
      title: input.title,
      content: sanitizeMerchantHtml(input.content),
      texts: cleanContentTexts(
        input.texts,
        input.imageUrls.length > 0 ? ['title', 'content', 'imageUrl'] : ['title', 'content'],
        merchant.defaultLanguage,
        (field, value) => (field === 'content' ? sanitizeMerchantHtml(value) : value.trim()),
      ),
      startAt: new Date(input.startDate),
      endAt: input.endDate ? new Date(input.endDate) : null,
      redirect: input.redirect || null,
      externalLink: input.externalLink || null,
      linkedPromotionId: input.linkedPromotionId ?? null,
      remarkRequired: input.remarkRequired === 'Y',
      imageRequired: input.imageRequired === 'Y',
      imageUrls: input.imageUrls,
      currency,
      bonusAmount,
      turnoverX100: Math.round(input.turnoverMultiplier * 100),
      promoCode: input.promoCode?.toUpperCase() ?? null,
      target,
      rateX100:
        input.ratePercent === null || input.ratePercent === undefined
          ? null
          : Math.round(input.ratePercent * 100),
      withinDays: input.withinDays ?? null,
      sortOrder: input.sortOrder,
    };
    try {
      return await this.deps.db.transaction(async (tx) => {
        const repository = new PromotionRepository(tx);
        const row = id
          ? await repository.updatePromotion(merchant.id, id, values)
          : await repository.insertPromotion(values);
        if (!row) throw new AppError('promotion.not.found');
        if (input.schedules) {
          await repository.replaceSchedules(
            merchant.id,
            row.id,
            input.schedules.map((s) => ({ startAt: new Date(s.startTime), endAt: new Date(s.endTime) })),
          );
        }
        return toPromotion(row, null);
      });
    } catch (error) {
      if (sqlState(error) === '23505') throw new AppError('request.invalid', 'promoCode: taken');
      throw error;
    }
  }

  /** A manual promotion bonus paid straight to a member, announced with MANUAL_PROMO. */
  async grant(
    merchant: MerchantContext,
    actor: AdminActor,
    input: { promotionId: number; username: string; amount: string | number; remarks?: string | null },
    requestKey: string,
  ): Promise<ClaimResult> {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const member = await this.deps.members.findByUsername(merchant.id, input.username);
    if (!member) throw new AppError('downline.not.found');
    const promotion = await this.repository.promotion(merchant.id, input.promotionId);
    if (!promotion || promotion.promotionType !== 'MANUAL') throw new AppError('promotion.not.found');
    const amount = parseAmount(input.amount, merchant.currency);
    const bonus = await this.deps.ledger.run((ledger) =>
      payBonus(ledger, {
        merchantId: merchant.id,
        memberId: member.id,
        currency: merchant.currency,
        amount,
        turnoverX100: promotion.turnoverX100,
        promotionId: promotion.id,
        source: 'MANUAL',
        title: promotion.title,
        claimKey: `grant:${actor.adminId}:${requestKey}`,
        remarks: input.remarks ?? null,
      }),
    );
    await this.deps.events.manualPromo(merchant.id, member.id, {
      promotionId: promotion.id,
      title: promotion.title,
      amount: money(bonus.amount, bonus.currency),
      remarks: input.remarks ?? null,
    });
    return claimResult(bonus);
  }
}

/** The claim key of promotions a member can take only once (for the available counts). */
export function onceKey(promotion: PromotionRow, memberId: number): string {
  return `${promotion.promotionType.toLowerCase()}:${promotion.id}:${memberId}`;
}

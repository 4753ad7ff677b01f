import type { FastifyInstance } from 'fastify';
import {
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_MAX_IMAGES,
  legacyPromotionApi,
  promotionAdminApi,
  promotionApi,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { withMultipartForm } from '../../platform/http/multipart-form.js';
import { serve } from '../../platform/http/serve.js';
import type { SessionContext } from '../session/index.js';
import { decodeBase64Image, memberRequestKey } from '../wallet/index.js';
import type { PromotionService, UploadedImage } from './promotion.service.js';
import type { RewardsService } from './rewards.service.js';
import type { VipService } from './vip.service.js';

const CLAIM_RATE = { max: 60, timeWindow: 60_000 };
/** Three images as base64 in JSON are a third larger than the images. */
const APPLY_BODY_LIMIT = Math.ceil((PROMOTION_IMAGE_MAX_BYTES * PROMOTION_MAX_IMAGES * 4) / 3) + 64 * 1024;

/**
 * Public calls show a member's own state only for a session with full rights; one held to the
 * forced password change sees what a visitor sees.
 */
const fullRights = (session: SessionContext | null): SessionContext | null =>
  session?.scope === 'full' ? session : null;

export interface PromotionRouteDeps {
  promotions: PromotionService;
  rewards: RewardsService;
  vip: VipService;
}

/**
 * Promotions and the rewards centre. Named calls of the spec answer as relays
 * (/wps/relay/MCSFE_<name>), the rest under /wps/promotion; the back office's application queue,
 * create/update and grants under /admin/api/promotions.
 */
export async function registerPromotionRoutes(app: FastifyInstance, deps: PromotionRouteDeps): Promise<void> {
  const { promotions, rewards, vip } = deps;
  const claim = { rateLimit: CLAIM_RATE };

  serve(app, promotionApi.list, (c) =>
    promotions.list(c.merchant, fullRights(c.session), c.query, c.client.language),
  );
  serve(app, promotionApi.detail, (c) =>
    promotions.detail(c.merchant, fullRights(c.session), c.params.id, c.client.language),
  );
  serve(app, promotionApi.categories, (c) => promotions.categories(c.merchant));
  serve(app, promotionApi.available, (c) => promotions.available(c.merchant, c.session));
  serve(app, promotionApi.merchantAvailable, (c) => promotions.available(c.merchant, null));
  serve(app, promotionApi.claimList, (c) => promotions.claimList(c.merchant, c.session, c.query));
  serve(
    app,
    promotionApi.enablePromoCode,
    (c) => rewards.enablePromoCode(c.merchant, c.session, c.body.promoCode),
    claim,
  );

  serve(app, promotionApi.promoCodes, (c) => rewards.promoCodes(c.merchant, c.session, c.client.language));
  serve(app, promotionApi.claimTickets, (c) =>
    rewards.claimTickets(c.merchant, c.session, c.client.language),
  );
  serve(
    app,
    promotionApi.claimTicket,
    (c) => rewards.claimTicket(c.merchant, c.session, c.body.transactionId),
    claim,
  );

  serve(app, promotionApi.raffleStatus, (c) => rewards.raffleStatus(c.merchant, c.session, c.query));
  serve(app, promotionApi.claimRaffle, (c) => rewards.claimRaffle(c.merchant, c.session, c.body), claim);

  serve(app, promotionApi.tasks, (c) => rewards.tasks(c.merchant, c.session, c.query.kind));
  serve(
    app,
    promotionApi.claimTask,
    (c) => rewards.claimTask(c.merchant, c.session, c.body.promotionId),
    claim,
  );
  serve(app, promotionApi.issuedRewards, (c) => rewards.issuedRewards(c.merchant, c.session, c.query));
  serve(app, promotionApi.claimIssued, (c) => rewards.claimIssued(c.merchant, c.session, c.body), claim);
  serve(app, promotionApi.leaderboard, (c) =>
    rewards.leaderboard(c.merchant, fullRights(c.session), c.params.id, c.query.page, c.query.size),
  );

  serve(app, promotionApi.rebateRates, (c) => rewards.rebateRates(c.merchant));
  serve(app, promotionApi.rebate, (c) => rewards.rebateSummary(c.merchant, c.session));
  serve(app, promotionApi.claimRebate, (c) => rewards.claimRebate(c.merchant, c.session), claim);
  serve(app, promotionApi.bonusDetails, (c) => rewards.bonusDetails(c.merchant, c.session, c.query));
  serve(app, promotionApi.referral, (c) => rewards.referralProgram(c.merchant, c.session));
  serve(app, promotionApi.referralDetails, (c) => rewards.referralDetails(c.merchant, c.session));
  serve(app, promotionApi.claimReferral, (c) => rewards.claimReferral(c.merchant, c.session), claim);

  // The 500cai family: our list, the deposit-linked promotions, one call to take part.
  serve(app, legacyPromotionApi.list, (c) =>
    promotions.list(c.merchant, fullRights(c.session), c.query, c.client.language),
  );
  serve(app, legacyPromotionApi.deposit, (c) =>
    promotions.list(
      c.merchant,
      fullRights(c.session),
      { ...c.query, promotionType: 'REGISTER' },
      c.client.language,
    ),
  );
  serve(
    app,
    legacyPromotionApi.accept,
    (c) =>
      rewards.accept(
        c.merchant,
        c.session,
        c.body,
        c.body.pictures.map((p) => ({ bytes: decodeImage(p) })),
      ),
    { rateLimit: CLAIM_RATE, bodyLimit: APPLY_BODY_LIMIT },
  );

  serve(app, promotionApi.clubLabels, (c) => vip.labels(c.merchant));

  // ---- Back office ------------------------------------------------------------------------------

  serve(app, promotionAdminApi.applications, (c) => promotions.queue(c.operator, c.query));
  serve(app, promotionAdminApi.approve, (c) =>
    promotions.decide(c.merchant, c.operator, c.params.id, true, c.body.remarks || null),
  );
  serve(app, promotionAdminApi.reject, (c) =>
    promotions.decide(c.merchant, c.operator, c.params.id, false, c.body.remarks),
  );
  serve(app, promotionAdminApi.applicationImage, async ({ operator, params, reply }) => {
    const image = await promotions.image(operator, params.id, params.index);
    reply.header('Content-Type', image.contentType);
    reply.header(
      'Content-Disposition',
      `inline; filename="application-${params.id}-${params.index}.${image.contentType === 'image/png' ? 'png' : 'jpg'}"`,
    );
    return reply.send(image.bytes);
  });
  serve(app, promotionAdminApi.create, (c) => promotions.save(c.merchant, c.operator, c.body));
  serve(app, promotionAdminApi.update, (c) => promotions.save(c.merchant, c.operator, c.body, c.params.id));
  serve(app, promotionAdminApi.grant, (c) =>
    promotions.grant(c.merchant, c.operator, c.body, memberRequestKey(c.request, null, c.operator.adminId)),
  );

  // getSignUpRequestReward: multipart with up to 3 images (or JSON with base64 pictures).
  const imagesForm = {
    // One file more than allowed is read, so "too many" is told apart from a broken form.
    limits: {
      fileSize: PROMOTION_IMAGE_MAX_BYTES,
      files: PROMOTION_MAX_IMAGES + 1,
      fields: 10,
      fieldSize: 2048,
      parts: 16,
    },
    maxFiles: PROMOTION_MAX_IMAGES,
    tooMany: () => new AppError('activity_apply_remark_limit4'),
    tooLarge: () => new AppError('activity_apply_remark_limit3'),
  };
  await withMultipartForm(app, imagesForm, (scope, filesOf) =>
    serve(
      scope,
      promotionApi.apply,
      (c) => {
        const images: UploadedImage[] =
          filesOf(c.request) ?? (c.body.pictures ?? []).map((p) => ({ bytes: decodeImage(p) }));
        return promotions.apply(c.merchant, c.session, c.body, images);
      },
      { rateLimit: CLAIM_RATE, bodyLimit: APPLY_BODY_LIMIT },
    ),
  );
}

function decodeImage(text: string): Buffer {
  try {
    return decodeBase64Image(text);
  } catch {
    throw new AppError('activity_apply_remark_limit2');
  }
}

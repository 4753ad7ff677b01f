import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_MAX_IMAGES,
  adminApplicationDecision,
  adminApplicationQuery,
  adminApplicationReject,
  adminGrantRequest,
  adminPromotionRequest,
  bonusDetailsQuery,
  claimListQuery,
  pageQuery,
  promoCodeRequest,
  promotionIdParam,
  promotionListQuery,
  raffleClaimRequest,
  raffleStatusQuery,
  signUpRewardRequest,
  taskClaimRequest,
  taskQuery,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { SessionContext, SessionService } from '../session/session.service.js';
import type { AdminService } from '../admin/admin.service.js';
import { decodeBase64Image } from '../wallet/proof-image.js';
import { memberRequestKey } from '../wallet/keys.js';
import type { PromotionService, UploadedImage } from './promotion.service.js';
import type { RewardsService } from './rewards.service.js';
import type { VipService } from './vip.service.js';
import { operatorOf } from '../admin/admin-guard.js';

const CLAIM_RATE = { max: 60, timeWindow: 60_000 };
/** Three images as base64 in JSON are a third larger than the images. */
const APPLY_BODY_LIMIT = Math.ceil((PROMOTION_IMAGE_MAX_BYTES * PROMOTION_MAX_IMAGES * 4) / 3) + 64 * 1024;
const imageParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(PROMOTION_MAX_IMAGES - 1),
});

export interface PromotionRouteDeps {
  sessions: SessionService;
  admins: AdminService;
  promotions: PromotionService;
  rewards: RewardsService;
  vip: VipService;
}

/**
 * Promotions and the rewards centre. Named calls of the spec answer as relays
 * (/wps/relay/MCSFE_<name>), the rest under /wps/promotion; the back office under /admin/api/promotions.
 */
export async function registerPromotionRoutes(app: FastifyInstance, deps: PromotionRouteDeps): Promise<void> {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const session = (request: FastifyRequest) =>
    deps.sessions.require(merchantOf(request), request.authToken, request.ip);
  /** Public calls: a valid token personalises the answer, anything else is a visitor. */
  const maybeSession = async (request: FastifyRequest): Promise<SessionContext | null> => {
    if (!request.authToken) return null;
    return deps.sessions.require(merchantOf(request), request.authToken, request.ip).catch(() => null);
  };
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);
  const claimOptions = { config: { rateLimit: CLAIM_RATE } };

  app.get('/wps/promotion/list', async (request) =>
    deps.promotions.list(
      merchantOf(request),
      await maybeSession(request),
      promotionListQuery.parse(request.query),
    ),
  );
  app.get('/wps/promotion/:id', async (request) => {
    const { id } = promotionIdParam.parse(request.params);
    return deps.promotions.detail(merchantOf(request), await maybeSession(request), id);
  });
  app.get('/wps/relay/MCSFE_getPromotionCategories', async (request) =>
    deps.promotions.categories(merchantOf(request)),
  );
  app.get('/wps/relay/MCSFE_getAvailablePromotions', async (request) =>
    deps.promotions.available(merchantOf(request), await session(request)),
  );
  app.get('/wps/relay/MCSFE_getMerchantAvailablePromotions', async (request) =>
    deps.promotions.available(merchantOf(request), null),
  );
  app.get('/wps/relay/MCSFE_getClaimList', async (request) =>
    deps.promotions.claimList(
      merchantOf(request),
      await session(request),
      claimListQuery.parse(request.query),
    ),
  );
  app.post('/wps/relay/MCSFE_enablePromoCode', claimOptions, async (request) => {
    const { promoCode } = promoCodeRequest.parse(request.body);
    return deps.rewards.enablePromoCode(merchantOf(request), await session(request), promoCode);
  });

  app.get('/wps/relay/MCSFE_getRaffleStatus', async (request) =>
    deps.rewards.raffleStatus(
      merchantOf(request),
      await session(request),
      raffleStatusQuery.parse(request.query),
    ),
  );
  app.post('/wps/relay/MCSFE_claimRaffle', claimOptions, async (request) =>
    deps.rewards.claimRaffle(
      merchantOf(request),
      await session(request),
      raffleClaimRequest.parse(request.body),
    ),
  );

  app.get('/wps/promotion/tasks', async (request) => {
    const { kind } = taskQuery.parse(request.query);
    return deps.rewards.tasks(merchantOf(request), await session(request), kind);
  });
  app.post('/wps/promotion/tasks/claim', claimOptions, async (request) => {
    const { promotionId } = taskClaimRequest.parse(request.body);
    return deps.rewards.claimTask(merchantOf(request), await session(request), promotionId);
  });
  app.get('/wps/promotion/missions/:id/leaderboard', async (request) => {
    const { id } = promotionIdParam.parse(request.params);
    const { page, size } = pageQuery.parse(request.query);
    return deps.rewards.leaderboard(merchantOf(request), await maybeSession(request), id, page, size);
  });

  app.get('/wps/relay/MCSFE_getRebateRates', async (request) =>
    deps.rewards.rebateRates(merchantOf(request)),
  );
  app.get('/wps/promotion/rebate', async (request) =>
    deps.rewards.rebateSummary(merchantOf(request), await session(request)),
  );
  app.post('/wps/promotion/rebate/claim', claimOptions, async (request) =>
    deps.rewards.claimRebate(merchantOf(request), await session(request)),
  );
  app.get('/wps/relay/MCSFE_getBonusDetails', async (request) =>
    deps.rewards.bonusDetails(
      merchantOf(request),
      await session(request),
      bonusDetailsQuery.parse(request.query),
    ),
  );
  app.get('/wps/promotion/referral', async (request) =>
    deps.rewards.referralProgram(merchantOf(request), await session(request)),
  );
  app.post('/wps/promotion/referral/claim', claimOptions, async (request) =>
    deps.rewards.claimReferral(merchantOf(request), await session(request)),
  );

  app.get('/wps/relay/MCSFE_getClubLabels', async (request) => deps.vip.labels(merchantOf(request)));

  // ---- Back office ------------------------------------------------------------------------------

  app.get('/admin/api/promotions/applications', async (request) =>
    deps.promotions.queue(await admin(request), adminApplicationQuery.parse(request.query)),
  );
  app.post('/admin/api/promotions/applications/:id/approve', async (request) => {
    const { id } = promotionIdParam.parse(request.params);
    const { remarks } = adminApplicationDecision.parse(request.body ?? {});
    return deps.promotions.decide(merchantOf(request), await admin(request), id, true, remarks || null);
  });
  app.post('/admin/api/promotions/applications/:id/reject', async (request) => {
    const { id } = promotionIdParam.parse(request.params);
    const { remarks } = adminApplicationReject.parse(request.body ?? {});
    return deps.promotions.decide(merchantOf(request), await admin(request), id, false, remarks);
  });
  app.get('/admin/api/promotions/applications/:id/images/:index', async (request, reply) => {
    const { id, index } = imageParams.parse(request.params);
    const image = await deps.promotions.image(await admin(request), id, index);
    reply.header('Content-Type', image.contentType);
    reply.header(
      'Content-Disposition',
      `inline; filename="application-${id}-${index}.${image.contentType === 'image/png' ? 'png' : 'jpg'}"`,
    );
    return reply.send(image.bytes);
  });
  app.post('/admin/api/promotions', async (request) => {
    const input = adminPromotionRequest.parse(request.body);
    return deps.promotions.save(merchantOf(request), await admin(request), input);
  });
  app.put('/admin/api/promotions/:id', async (request) => {
    const { id } = promotionIdParam.parse(request.params);
    const input = adminPromotionRequest.parse(request.body);
    return deps.promotions.save(merchantOf(request), await admin(request), input, id);
  });
  app.post('/admin/api/promotions/grants', async (request) => {
    const input = adminGrantRequest.parse(request.body);
    const actor = await admin(request);
    const key = memberRequestKey(request, null, actor.adminId);
    return deps.promotions.grant(merchantOf(request), actor, input, key);
  });

  // getSignUpRequestReward: multipart with up to 3 images (or JSON with base64 pictures).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // One file more than allowed is read, so "too many" is told apart from a broken form.
      limits: {
        fileSize: PROMOTION_IMAGE_MAX_BYTES,
        files: PROMOTION_MAX_IMAGES + 1,
        fields: 10,
        fieldSize: 2048,
        parts: 16,
      },
    });
    scope.post(
      '/wps/relay/MCSFE_getSignUpRequestReward',
      { bodyLimit: APPLY_BODY_LIMIT, config: { rateLimit: CLAIM_RATE } },
      async (request) => {
        const current = await session(request);
        const { fields, images } = await readApplyBody(request);
        const body = signUpRewardRequest.parse(fields);
        const all = images ?? (body.pictures ?? []).map((p) => ({ bytes: decodeImage(p) }));
        return deps.promotions.apply(merchantOf(request), current, body, all);
      },
    );
  });
}

function decodeImage(text: string): Buffer {
  try {
    return decodeBase64Image(text);
  } catch {
    throw new AppError('activity_apply_remark_limit2');
  }
}

/** Fields and images of a multipart apply; null images for a JSON body. */
async function readApplyBody(
  request: FastifyRequest,
): Promise<{ fields: unknown; images: UploadedImage[] | null }> {
  if (!request.isMultipart()) return { fields: request.body, images: null };
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (images.length >= PROMOTION_MAX_IMAGES) throw new AppError('activity_apply_remark_limit4');
        const bytes = await part.toBuffer();
        images.push({ bytes, tooLarge: part.file.truncated });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('activity_apply_remark_limit3');
    if (code === 'FST_FILES_LIMIT') throw new AppError('activity_apply_remark_limit4');
    throw new AppError('request.invalid', 'multipart: malformed body');
  }
  return { fields, images };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { PROOF_IMAGE_MAX_BYTES, adminFeedbackQuery, feedbackRequest, supportIdParam } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { SessionService } from '../session/session.service.js';
import type { AdminService } from '../admin/admin.service.js';
import { captchaIdOf } from '../captcha/captcha.routes.js';
import { decodeBase64Image } from '../wallet/proof-image.js';
import type { FeedbackImage, FeedbackService } from './feedback.service.js';
import { operatorOf } from '../admin/admin-guard.js';

export interface FeedbackRouteDeps {
  sessions: SessionService;
  admins: AdminService;
  feedback: FeedbackService;
}

/** A 5 MB image as base64 in JSON is a third larger, plus the text fields. */
const FEEDBACK_BODY_LIMIT = Math.ceil((PROOF_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;
const FEEDBACK_RATE = { max: 10, timeWindow: 60_000 };

/** PUT /wps/feedback (JSON with a base64 image, or multipart) and the operator's inbox. */
export async function registerFeedbackRoutes(app: FastifyInstance, deps: FeedbackRouteDeps): Promise<void> {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);

  await app.register(async (scope) => {
    await scope.register(multipart, {
      // One file more than allowed is read, so "two images" is told apart from a broken form.
      limits: { fileSize: PROOF_IMAGE_MAX_BYTES, files: 2, fields: 10, fieldSize: 4096, parts: 12 },
    });
    scope.put(
      '/wps/feedback',
      { bodyLimit: FEEDBACK_BODY_LIMIT, config: { rateLimit: FEEDBACK_RATE } },
      async (request) => {
        const merchant = merchantOf(request);
        // A token means a member, and a stale one is an error rather than a silent visitor.
        const session = request.authToken
          ? await deps.sessions.require(merchant, request.authToken, request.ip)
          : null;
        const { fields, image } = await readFeedbackBody(request);
        const input = feedbackRequest.parse(fields ?? {});
        const file = image ?? (input.file?.trim() ? { bytes: decodeImage(input.file) } : null);
        return deps.feedback.submit(merchant, session, input, file, {
          ip: request.ip,
          captchaId: captchaIdOf(request),
        });
      },
    );
  });

  app.get('/admin/api/feedback', async (request) => {
    const query = adminFeedbackQuery.parse(request.query);
    return deps.feedback.list(merchantOf(request), await admin(request), query);
  });
  app.get('/admin/api/feedback/:id/image', async (request, reply) => {
    const { id } = supportIdParam.parse(request.params);
    const image = await deps.feedback.image(merchantOf(request), await admin(request), id);
    reply.header('Content-Type', image.contentType);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header(
      'Content-Disposition',
      `inline; filename="feedback-${id}.${image.contentType === 'image/png' ? 'png' : 'jpg'}"`,
    );
    return reply.send(image.bytes);
  });
}

function decodeImage(text: string): Buffer {
  try {
    return decodeBase64Image(text);
  } catch {
    throw new AppError('activity_apply_remark_limit2');
  }
}

/** The text fields and the one image of a multipart form; null image for a JSON body. */
async function readFeedbackBody(
  request: FastifyRequest,
): Promise<{ fields: unknown; image: FeedbackImage | null }> {
  if (!request.isMultipart()) return { fields: request.body, image: null };
  const fields: Record<string, string> = {};
  let image: FeedbackImage | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (image) throw new AppError('request.invalid', 'file: one image');
        const bytes = await part.toBuffer();
        // An empty file input is sent as a part with no bytes: no image.
        if (bytes.length > 0 || part.file.truncated) image = { bytes, tooLarge: part.file.truncated };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('activity_apply_remark_limit2');
    throw new AppError('request.invalid', 'multipart: malformed body');
  }
  return { fields, image };
}

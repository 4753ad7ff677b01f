import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { PROOF_IMAGE_MAX_BYTES, supportAdminApi, supportApi } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { serve } from '../../platform/http/serve.js';
import { captchaIdOf } from '../captcha/index.js';
import { decodeBase64Image } from '../wallet/index.js';
import type { FeedbackImage, FeedbackService } from './feedback.service.js';
import { memberIfToken } from './token-member.js';

/** A 5 MB image as base64 in JSON is a third larger, plus the text fields. */
const FEEDBACK_BODY_LIMIT = Math.ceil((PROOF_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;
const FEEDBACK_RATE = { max: 10, timeWindow: 60_000 };

/** The image part of a multipart feedback form, read before the handler runs. */
const uploads = new WeakMap<FastifyRequest, FeedbackImage | null>();

/** PUT /wps/feedback (JSON with a base64 image, or multipart) and the operator's inbox. */
export async function registerFeedbackRoutes(
  app: FastifyInstance,
  deps: { feedback: FeedbackService },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // One file more than allowed is read, so "two images" is told apart from a broken form.
      limits: { fileSize: PROOF_IMAGE_MAX_BYTES, files: 2, fields: 10, fieldSize: 4096, parts: 12 },
    });
    // A multipart form becomes the body the declaration validates, its image kept aside; a stale
    // token is refused before the form is read.
    scope.addHook('preHandler', async (request) => {
      memberIfToken(request);
      if (!request.isMultipart()) return;
      const { fields, image } = await readMultipart(request);
      request.body = fields;
      uploads.set(request, image);
    });
    serve(
      scope,
      supportApi.feedback,
      (c) => {
        const image =
          uploads.get(c.request) ?? (c.body.file?.trim() ? { bytes: decodeImage(c.body.file) } : null);
        return deps.feedback.submit(c.merchant, memberIfToken(c.request), c.body, image, {
          ip: c.client.ip,
          captchaId: captchaIdOf(c.request),
        });
      },
      { rateLimit: FEEDBACK_RATE, bodyLimit: FEEDBACK_BODY_LIMIT },
    );
  });

  serve(app, supportAdminApi.feedback, (c) => deps.feedback.list(c.merchant, c.operator, c.query));
  serve(app, supportAdminApi.feedbackImage, async ({ merchant, operator, params, reply }) => {
    const image = await deps.feedback.image(merchant, operator, params.id);
    reply.header('Content-Type', image.contentType);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header(
      'Content-Disposition',
      `inline; filename="feedback-${params.id}.${image.contentType === 'image/png' ? 'png' : 'jpg'}"`,
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

/** The text fields and the one image of a multipart form. */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; image: FeedbackImage | null }> {
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

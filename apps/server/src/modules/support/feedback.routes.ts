import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROOF_IMAGE_MAX_BYTES, supportAdminApi, supportApi } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { withMultipartForm } from '../../platform/http/multipart-form.js';
import { serve } from '../../platform/http/serve.js';
import { decodeBase64Image } from '../wallet/index.js';
import type { FeedbackImage, FeedbackService } from './feedback.service.js';
import { memberIfToken } from './token-member.js';

/** A 5 MB image as base64 in JSON is a third larger, plus the text fields. */
const FEEDBACK_BODY_LIMIT = Math.ceil((PROOF_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;
const FEEDBACK_RATE = { max: 10, timeWindow: 60_000 };

/** PUT /wps/feedback (JSON with a base64 image, or multipart) and the operator's inbox. */
export async function registerFeedbackRoutes(
  app: FastifyInstance,
  deps: { feedback: FeedbackService },
): Promise<void> {
  const imageForm = {
    // One file more than allowed is read, so "two images" is told apart from a broken form.
    limits: { fileSize: PROOF_IMAGE_MAX_BYTES, files: 2, fields: 10, fieldSize: 4096, parts: 12 },
    maxFiles: 1,
    tooMany: () => new AppError('request.invalid', 'file: one image'),
    tooLarge: () => new AppError('activity_apply_remark_limit2'),
    skipEmptyFiles: true,
    // A stale token is refused before the form is read.
    before: (request: FastifyRequest) => void memberIfToken(request),
  };
  await withMultipartForm(app, imageForm, (scope, filesOf) =>
    serve(
      scope,
      supportApi.feedback,
      (c) => {
        const image: FeedbackImage | null =
          filesOf(c.request)?.[0] ?? (c.body.file?.trim() ? { bytes: decodeImage(c.body.file) } : null);
        return deps.feedback.submit(c.merchant, memberIfToken(c.request), c.body, image, {
          ip: c.client.ip,
          captchaId: c.client.captchaId,
        });
      },
      { rateLimit: FEEDBACK_RATE, bodyLimit: FEEDBACK_BODY_LIMIT },
    ),
  );

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

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import {
  MoneyError,
  errorEnvelope,
  errorMessage,
  fillLimits,
  normaliseLanguage,
  type ErrorCode,
} from '@platform/shared';
import { AppError } from './app-error.js';
import { isLotteryPath } from './api-paths.js';

/** Writes an error in the family's shape: envelope for /wps, bare JSON for /lgw. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const language = request.language ?? normaliseLanguage(request.headers.language);
  const text = error.hasCustomMessage ? error.message : errorMessage(error.code, language);
  let message = error.limits ? fillLimits(text, error.limits.min, error.limits.max) : text;
  if (error.params) {
    const params = error.params;
    message = message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  }
  reply.code(error.status);
  reply.errorCode = error.code;
  if (isLotteryPath(request.url) || request.routeOptions?.config?.bare) {
    return reply.send({ errorCode: error.code, message, value: error.value });
  }
  return reply.send(errorEnvelope(error.code, message, error.value));
}

function fromFramework(error: FastifyError): AppError {
  const status = error.statusCode ?? 500;
  const byStatus: Partial<Record<number, ErrorCode>> = {
    400: 'request.invalid',
    404: 'resource.not.found',
    405: 'method.not.allowed',
    413: 'request.too.large',
    415: 'unsupported.media.type',
    429: 'TOO_MANY_REQUESTS',
  };
  const code = byStatus[status] ?? (status >= 400 && status < 500 ? 'request.invalid' : 'system.error');
  return new AppError(code, undefined, null, status >= 400 && status < 500 ? status : 500);
}

/** A failure the client caused, answered with a 4xx: a refusal, invalid input, a malformed request. */
export function isClientError(error: unknown): boolean {
  if (error instanceof AppError) return error.status < 500;
  if (error instanceof ZodError) return true;
  const status = (error as FastifyError | null)?.statusCode;
  return typeof status === 'number' && status < 500;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    // The money module refuses an amount or currency with a catalogue code of its own.
    else if (error instanceof MoneyError) appError = new AppError(error.code);
    else if (error instanceof ZodError) {
      const first = error.issues[0];
      const field = first?.path.join('.') || 'body';
      appError = new AppError('request.invalid', `${field}: ${first?.message ?? 'invalid'}`);
    } else if (
      typeof (error as FastifyError).statusCode === 'number' &&
      (error as FastifyError).statusCode! < 500
    ) {
      appError = fromFramework(error as FastifyError);
    } else {
      // Internals (stack, SQL) stay in the log, never in the response.
      request.log.error({ err: error }, 'unhandled error');
      appError = new AppError('system.error');
    }
    return sendError(request, reply, appError);
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError } from './app-error.js';

/** A file part of a form; tooLarge when the parser cut it at the size limit. */
export interface UploadedFile {
  bytes: Buffer;
  tooLarge: boolean;
}

export interface FormRules {
  /** The parser's bounds (fileSize per file, files, fields, fieldSize, parts). */
  limits: { fileSize: number; files: number; fields: number; fieldSize: number; parts: number };
  /** Files the call takes; one more is refused with tooMany(), not silently dropped. */
  maxFiles: number;
  tooMany: () => AppError;
  tooLarge: () => AppError;
  /** An empty file input arrives as a part without bytes: count it as no file. */
  skipEmptyFiles?: boolean;
  /** Runs before the form is read (e.g. to refuse a stale token before reading an upload). */
  before?: (request: FastifyRequest) => void;
}

/**
 * Registers, inside a scope of their own, routes that also take a multipart form: the form's text
 * fields become the body their declaration validates, its files are read by `rules` and handed
 * over by `filesOf(request)` (null when the body was not multipart, e.g. JSON with base64 images).
 */
export async function withMultipartForm(
  app: FastifyInstance,
  rules: FormRules,
  register: (scope: FastifyInstance, filesOf: (request: FastifyRequest) => UploadedFile[] | null) => void,
): Promise<void> {
  const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: rules.limits });
    scope.addHook('preHandler', async (request) => {
      rules.before?.(request);
      if (!request.isMultipart()) return;
      const { fields, files } = await readForm(request, rules);
      request.body = fields;
      uploads.set(request, files);
    });
    register(scope, (request) => uploads.get(request) ?? null);
  });
}

async function readForm(
  request: FastifyRequest,
  rules: FormRules,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (files.length >= rules.maxFiles) throw rules.tooMany();
        const bytes = await part.toBuffer();
        const tooLarge = part.file.truncated;
        if (rules.skipEmptyFiles && bytes.length === 0 && !tooLarge) continue;
        files.push({ bytes, tooLarge });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw rules.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw rules.tooMany();
    // Nothing but the request body is read here, so any other failure is a malformed form.
    throw new AppError('request.invalid', 'multipart: malformed body');
  }
  return { fields, files };
}

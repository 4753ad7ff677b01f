import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText, storableText } from '../db/text.js';
import { AppError } from './app-error.js';

/** Keys that reach an object's prototype when assigned, rather than a property of it. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Far deeper than any request of the protocol; keeps recursive code (schemas, loggers) off huge stacks. */
export const MAX_INPUT_DEPTH = 64;

const named = (path: string, key: string) => `${path}.${storableText(key).slice(0, 40)}`;

/**
 * Where the first thing no route may receive sits in a parsed input, or null: a string or key
 * the database cannot store (NUL, an unpaired surrogate), a prototype key, or nesting deeper
 * than MAX_INPUT_DEPTH. Walked without recursion, so any depth a parser produced is safe to look at.
 */
export function inputProblem(input: unknown, where: string): string | null {
  const pending: [value: unknown, path: string, depth: number][] = [[input, where, 0]];
  while (pending.length > 0) {
    const [value, path, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return `${path}: text with a NUL or an unpaired surrogate`;
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return `${path}: nested too deeply`;
    const list = Array.isArray(value);
    for (const key of Object.keys(value)) {
      if (!list && PROTOTYPE_KEYS.has(key)) return `${named(path, key)}: reserved key`;
      if (!isStorableText(key)) return `${named(path, key)}: key with a NUL or an unpaired surrogate`;
      pending.push([(value as Record<string, unknown>)[key], named(path, key), depth + 1]);
    }
  }
  return null;
}

/**
 * True when JSON text nests deeper than MAX_INPUT_DEPTH. A linear scan, so a megabyte of "[" is
 * refused in about a millisecond instead of being parsed (which costs far more) and then refused.
 */
export function jsonTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_INPUT_DEPTH) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** JSON.parse for request bodies: JSON nested deeper than any request may be is refused unparsed. */
export function parseRequestJson(text: string): unknown {
  if (jsonTooDeep(text)) throw new AppError('request.invalid', 'body: nested too deeply');
  return JSON.parse(text) as unknown;
}

function refuseProblem(input: unknown, where: string): void {
  const problem = inputProblem(input, where);
  if (problem) throw new AppError('request.invalid', problem);
}

interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  value?: unknown;
}
type PartsReader = (...args: unknown[]) => AsyncIterable<MultipartPart>;

/**
 * Multipart forms are read part by part inside their handlers (@fastify/multipart's
 * request.parts()), so their names and fields are checked as each part is handed over.
 */
function guardMultipartParts(request: FastifyRequest): void {
  const target = request as unknown as { parts?: PartsReader; isMultipart?: () => boolean };
  const parts = target.parts;
  if (typeof parts !== 'function' || !target.isMultipart?.()) return;
  target.parts = async function* (...args: unknown[]) {
    for await (const part of parts.apply(request, args)) {
      refuseProblem({ [part.fieldname]: part.type === 'field' ? part.value : part.filename }, 'body');
      yield part;
    }
  };
}

/**
 * The one edge check of what a request carries: route parameters, the query string, the body as
 * parsed (JSON, form-urlencoded, text, and the decrypted JSON of an encrypted body, which is
 * decrypted by an earlier preValidation hook) and multipart fields. Anything inputProblem()
 * names is refused with 400 request.invalid in the family's error shape, before any handler,
 * service or query sees it. Registered after the encrypted-body hook.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseProblem(request.params, 'params');
      refuseProblem(request.query, 'query');
      refuseProblem(request.body, 'body');
      guardMultipartParts(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

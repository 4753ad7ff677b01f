import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { robotsContent } from '@platform/shared';
import { compressText, textEncodingFor } from './text-compression.js';
import { isApiPath, pathOf } from './api-paths.js';
import type { MerchantDirectory } from '../../modules/settings/index.js';

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Vite names everything under assets/ by its content hash: a changed file is a new URL. */
const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Revalidated on every use (ETag / Last-Modified), so a release is seen at once. */
export const REVALIDATE_CACHE = 'no-cache';

function cacheControlOf(webDist: string, file: string): string {
  const [top] = path.relative(webDist, file).split(path.sep);
  return top === HASHED_ASSETS_DIR ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built SPA. index.html gets the merchant of the requested host injected as
 * <meta name="merchant">, so one build serves every merchant's domains. Returns the
 * handler for client-side routes, or null when the app has not been built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDist: string; directory: MerchantDirectory; defaultMerchant: string },
): Promise<PageHandler | null> {
  const indexFile = path.join(options.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist: options.webDist }, 'web app not built; only the API is served');
    return null;
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset; the variant the browser accepts is sent.
    preCompressed: true,
    // Reached through their uncompressed name only.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlOf(options.webDist, file)),
  });

  const servePage: PageHandler = async (request, reply) => {
    const host = request.headers.host;
    const merchant = (host ? await options.directory.byDomain(host) : null)?.code ?? options.defaultMerchant;
    const meta = `<meta name="merchant" content="${escapeAttribute(merchant)}">`;
    // Crawlers that do not run scripts must see the same robots rule the app applies.
    const robots = `<meta name="robots" content="${robotsContent(host ?? '', pathOf(request.url))}" />`;
    const withRobots = template.replace(/<meta name="robots"[^>]*>/, robots);
    const html = withRobots.includes('</head>')
      ? withRobots.replace('</head>', `${meta}</head>`)
      : meta + withRobots;
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', REVALIDATE_CACHE)
      .header('Vary', 'Accept-Encoding');
    const encoding = textEncodingFor(request.headers['accept-encoding'], html.length);
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(await compressText(html, encoding));
  };
  app.get('/', servePage);
  return servePage;
}

/** Client-side routes: GETs outside the API that name no file, or an .html page alias such as /register.html. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || isApiPath(request.url) || request.url === '/ws') return false;
  const extension = path.extname(pathOf(request.url));
  return extension === '' || extension === '.html';
}

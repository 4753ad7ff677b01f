import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LOCALE_OF, robotsContent } from '@platform/shared';
import { compressText, textEncodingFor } from './text-compression.js';
import { isApiPath, pathOf } from './api-paths.js';
import type { MerchantContext, MerchantDirectory } from '../../modules/settings/index.js';
import {
  FIRST_VIEW_LOADER,
  firstViewLanguage,
  readFirstViewKit,
  renderFirstView,
  type FirstViewData,
  type FirstViewKit,
} from './first-view.js';

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

/** The first view's data for a visitor of `merchant` (null where the host is not its own), or null for none. */
export type FirstViewSource = (visitor: {
  merchant: MerchantContext | null;
  host: string;
  ip: string;
}) => Promise<FirstViewData | null>;

/** Pages that start with the landing page's first view. */
const LANDING_PATHS = new Set(['/', '/index']);

/** The splash screen between the markers of index.html; the app's first render replaces it. */
const ROOT_CONTENT = /<!--app-root-->([\s\S]*?)<!--\/app-root-->/;
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html for pages with a first view: the app's scripts leave the head and are started by the
 * loader after the first paint; the splash stays, hidden, for a tab the first view does not suit.
 * Null when the template lacks what this needs (a build without the markers or a module entry).
 */
function firstViewTemplate(template: string): { head: string; tail: string } | null {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  const root = ROOT_CONTENT.exec(template);
  if (!entry || !root) return null;
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const scripts = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  const page = template
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      ROOT_CONTENT,
      () => `${root[1]!.replace('class="splash"', 'class="splash" style="display:none"')}\u0000`,
    )
    .replace(
      '</body>',
      `<script type="application/json" id="app-scripts">${scripts}</script><script>${FIRST_VIEW_LOADER}</script></body>`,
    );
  const [head, tail] = page.split('\u0000') as [string, string];
  return { head, tail };
}

/** The language cookie the app writes beside its stored choice, so the first view can speak it. */
function languageCookie(cookie: string | undefined): string | null {
  const match = cookie ? /(?:^|;\s*)language=([A-Za-z]{2})(?:;|$)/.exec(cookie) : null;
  return match?.[1] ?? null;
}

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built SPA. index.html gets the merchant of the requested host injected as
 * <meta name="merchant">, so one build serves every merchant's domains. Returns the
 * handler for client-side routes, or null when the app has not been built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDist: string;
    directory: MerchantDirectory;
    defaultMerchant: string;
    firstView?: FirstViewSource;
  },
): Promise<PageHandler | null> {
  const indexFile = path.join(options.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist: options.webDist }, 'web app not built; only the API is served');
    return null;
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  const kit: FirstViewKit | null = options.firstView ? readFirstViewKit(options.webDist) : null;
  const withFirstView = kit ? firstViewTemplate(template) : null;
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

  /** The landing page with its first view, or null to serve the plain template. */
  const firstViewPage = async (
    request: FastifyRequest,
    merchant: MerchantContext | null,
    host: string,
  ): Promise<string | null> => {
    if (!withFirstView || !kit || !options.firstView) return null;
    let data: FirstViewData | null;
    try {
      data = await options.firstView({ merchant, host, ip: request.ip });
    } catch (error) {
      // The page still works without it: the app renders the landing page itself.
      request.log.warn({ err: error }, 'first view unavailable');
      return null;
    }
    if (!data) return null;
    const language = firstViewLanguage(data, languageCookie(request.headers.cookie));
    return (
      withFirstView.head.replace(/<html lang="[^"]*">/, `<html lang="${LOCALE_OF[language] ?? 'zh-CN'}">`) +
      renderFirstView(data, kit, language) +
      withFirstView.tail
    );
  };

  const servePage: PageHandler = async (request, reply) => {
    const host = request.headers.host;
    const found = host ? await options.directory.byDomain(host) : null;
    const merchant = found?.code ?? options.defaultMerchant;
    const path = pathOf(request.url);
    const landing = LANDING_PATHS.has(path) ? await firstViewPage(request, found, host ?? '') : null;
    const page = landing ?? template;
    const meta = `<meta name="merchant" content="${escapeAttribute(merchant)}">`;
    // Crawlers that do not run scripts must see the same robots rule the app applies.
    const robots = `<meta name="robots" content="${robotsContent(host ?? '', path)}" />`;
    const withRobots = page.replace(/<meta name="robots"[^>]*>/, robots);
    const html = withRobots.includes('</head>')
      ? withRobots.replace('</head>', `${meta}</head>`)
      : meta + withRobots;
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', REVALIDATE_CACHE)
      // The landing page differs by merchant (the host) and by the visitor's language cookie.
      .header('Vary', landing ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    if (landing) {
      const etag = `"fv-${createHash('sha1').update(html).digest('base64url')}"`;
      reply.header('ETag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    }
    const encoding = textEncodingFor(request.headers['accept-encoding'], html.length);
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(await compressText(html, encoding));
  };
  app.get('/', servePage);
  return servePage;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Client-side routes: GETs outside the API that name no file, or an .html page alias such as /register.html. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || isApiPath(request.url) || request.url === '/ws') return false;
  const extension = path.extname(pathOf(request.url));
  return extension === '' || extension === '.html';
}

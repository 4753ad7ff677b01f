import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database } from './platform/db/client.js';
import type { Bus } from './platform/bus.js';
import { registerErrorHandling, sendError } from './platform/http/error-handler.js';
import { registerEnvelope } from './platform/http/envelope-hook.js';
import { registerApiCaching } from './platform/http/caching.js';
import { registerRequestTimeout } from './platform/http/timeout.js';
import { registerTenantResolution } from './platform/http/tenant.js';
import { registerEncryptedBodies } from './platform/http/encrypted-body.js';
import { RsaKeyStore } from './platform/http/rsa-key-store.js';
import { AppError } from './platform/http/app-error.js';
import { isPageRequest, registerWebApp } from './platform/http/web-app.js';
import './platform/http/request-context.js';
import { SettingsRepository } from './modules/settings/settings.repository.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { MerchantDirectory } from './modules/settings/merchant-directory.js';
import { registerSettingsRoutes } from './modules/settings/settings.routes.js';
import { MemberRepository } from './modules/member/member.repository.js';
import { MemberService } from './modules/member/member.service.js';
import { registerMemberRoutes } from './modules/member/member.routes.js';
import { SessionRepository } from './modules/session/session.repository.js';
import { SessionService } from './modules/session/session.service.js';
import { LoginService } from './modules/session/login.service.js';
import { registerSessionRoutes } from './modules/session/session.routes.js';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  bus: Bus;
  /** Shared rate-limit counters across API nodes; per-node memory when absent. */
  redis?: Redis | null;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean | object;
}

export interface Services {
  directory: MerchantDirectory;
  settings: SettingsService;
  sessions: SessionService;
  members: MemberService;
  login: LoginService;
  keys: RsaKeyStore;
}

export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Fastify's own timeouts guard slow clients; registerRequestTimeout guards slow handlers.
    requestTimeout: config.requestTimeoutMs + 5_000,
    connectionTimeout: config.requestTimeoutMs + 10_000,
  });

  const db = database.db;
  const settingsRepository = new SettingsRepository(db);
  const directory = new MerchantDirectory(settingsRepository);
  const memberRepository = new MemberRepository(db);
  const sessions = new SessionService(new SessionRepository(db), config.tokenTtlMs);
  const services: Services = {
    directory,
    settings: new SettingsService(settingsRepository),
    sessions,
    members: new MemberService(memberRepository),
    login: new LoginService(memberRepository, sessions),
    keys: await RsaKeyStore.load(db),
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Speed tests and game lobbies talk to the merchant's other domains.
        connectSrc: ["'self'", 'ws:', 'wss:', 'https:', 'http:'],
        frameSrc: ["'self'", 'https:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'rl:' } : {}),
    keyGenerator: (request) => `${request.headers.merchant ?? ''}|${request.ip}`,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });

  registerErrorHandling(app);
  registerTenantResolution(app, directory);
  registerEncryptedBodies(app, services.keys);
  registerEnvelope(app);
  registerApiCaching(app);
  registerRequestTimeout(app, config.requestTimeoutMs);

  registerSettingsRoutes(app, services.settings);
  registerSessionRoutes(app, services);
  registerMemberRoutes(app, services);

  const servePage =
    deps.serveWeb === false
      ? null
      : await registerWebApp(app, {
          webDist: config.webDist,
          directory,
          defaultMerchant: process.env.DEFAULT_MERCHANT ?? 'demo',
        });
  app.setNotFoundHandler(async (request, reply) => {
    if (servePage && isPageRequest(request)) return servePage(request, reply);
    return sendError(request, reply, new AppError('resource.not.found'));
  });

  return { app, services };
}

import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { DEFAULT_NOTICE_GROUP } from '@platform/shared';
import type { AppConfig } from './config.js';
import type { Database } from './platform/db/client.js';
import type { Bus } from './platform/bus.js';
import { SessionRevocations } from './platform/session-revocation.js';
import { CacheInvalidations } from './platform/cache-invalidation.js';
import { registerErrorHandling, sendError } from './platform/http/error-handler.js';
import { MethodIndex } from './platform/http/method-index.js';
import { registerEnvelope } from './platform/http/envelope-hook.js';
import { parseFormBody } from './platform/http/form-body.js';
import { registerApiCaching } from './platform/http/caching.js';
import { registerRequestTimeout } from './platform/http/timeout.js';
import { registerTenantResolution } from './platform/http/tenant.js';
import { registerEncryptedBodies } from './platform/http/encrypted-body.js';
import { registerInputGuard } from './platform/http/input-guard.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { RsaKeyStore } from './platform/http/rsa-key-store.js';
import { AppError } from './platform/http/app-error.js';
import { isPageRequest, registerWebApp } from './platform/http/web-app.js';
import './platform/http/request-context.js';
import { CallerResolver } from './platform/http/callers.js';
import { configureServe } from './platform/http/serve.js';
import {
  FeatureFlags,
  FirstViewService,
  MerchantDirectory,
  SettingsRepository,
  SettingsService,
  registerSettingsRoutes,
} from './modules/settings/index.js';
import {
  AffiliateService,
  SecurityAnswerRepository,
  SecurityQuestionService,
  MemberFactory,
  MemberCache,
  MemberRepository,
  MemberService,
  PasswordService,
  RegistrationService,
  RuleBook,
  registerMemberRoutes,
} from './modules/member/index.js';
import {
  LoginCompletion,
  LoginService,
  PlatformKeyRepository,
  SessionCache,
  SessionRepository,
  SessionService,
  ThirdPartyAuth,
  registerSessionResolution,
  registerSessionRoutes,
} from './modules/session/index.js';
import {
  ChatAuthKeys,
  LoginChallengeRepository,
  NO_PUBLISHED_PASSWORDS,
  PublishedPasswords,
  RateCounterRepository,
  SecretRepository,
  SecretStore,
  Throttle,
  TwoFactorRepository,
  TwoFactorService,
  registerSecurityRoutes,
} from './modules/security/index.js';
import { CaptchaRepository, CaptchaService, registerCaptchaRoutes } from './modules/captcha/index.js';
import {
  CodeRepository,
  CodeRequestService,
  OutboxRepository,
  OutboxSmsProvider,
  SmsGateway,
  VerificationService,
  createMailer,
  registerVerificationRoutes,
} from './modules/verification/index.js';
import { RealtimePublisher } from './platform/realtime/publisher.js';
import { Ledger } from './modules/wallet/index.js';
import { WalletRepository } from './modules/wallet/index.js';
import { WalletSetupService } from './modules/wallet/index.js';
import { MoneyEvents } from './modules/wallet/index.js';
import { PaymentPasswords } from './modules/wallet/index.js';
import {
  BankCardRepository,
  LegacyFundingService,
  LegacyWalletService,
  MainBalanceRepository,
  MainBalances,
  WalletService,
} from './modules/wallet/index.js';
import { FundingRepository } from './modules/wallet/index.js';
import { FundingService } from './modules/wallet/index.js';
import { C2cService } from './modules/wallet/index.js';
import { DepositMethodRepository, DepositMethodService } from './modules/wallet/index.js';
import { registerWalletRoutes, TurnoverService } from './modules/wallet/index.js';
import { MemberMoneyRepository } from './modules/wallet/index.js';
import { LedgerFigures } from './modules/wallet/index.js';
import { ActivityTotals, LifetimeFigures } from './modules/activity/index.js';
import {
  AdminRepository,
  AdminService,
  AuditLog,
  OperatorService,
  registerAdminGuard,
  registerAdminRoutes,
} from './modules/admin/index.js';
import { demoPasswords } from './seed/seed-demo.js';
import { MemberAdminService, registerMemberAdminRoutes } from './modules/member-admin/index.js';
import { FraudService, registerFraudRoutes } from './modules/fraud/index.js';
import { MerchantAdminService, registerMerchantAdminRoutes } from './modules/merchant-admin/index.js';
import { ReportsService, registerReportRoutes } from './modules/reports/index.js';
import { LotteryRepository } from './modules/lottery/index.js';
import { LotteryService } from './modules/lottery/index.js';
import { LotteryFieldQueries, LotteryQueries, LottoPnlService } from './modules/lottery/index.js';
import { registerLotteryRoutes } from './modules/lottery/index.js';
import { LotteryFigures } from './modules/lottery/index.js';
import { GameRepository } from './modules/game/index.js';
import { GameCatalogue, GameCatalogueCache } from './modules/game/index.js';
import { CurrentIssueCache, LotteryGameCache } from './modules/lottery/index.js';
import { GameService } from './modules/game/index.js';
import { GameRoundHistoryService, SeamlessService } from './modules/game/index.js';
import { VendorAdapterRegistry } from './modules/game/index.js';
import { registerGameRoutes, registerSeamlessRoutes } from './modules/game/index.js';
import { registerLotusVendorRoutes } from './modules/vendor-lotus/index.js';
import { AgentService, DownlineAccounts, LegacyAgentCentre } from './modules/agent/index.js';
import { AgentPayouts } from './modules/agent/index.js';
import { registerAgentRoutes } from './modules/agent/index.js';
import {
  PointsAdminService,
  PointsEarning,
  PointsService,
  registerPointsAdminRoutes,
  registerPointsRoutes,
} from './modules/points/index.js';
import {
  MessageService,
  HomeBannerCache,
  NoticeAdminService,
  registerMessageRoutes,
  registerNoticeAdminRoutes,
} from './modules/message/index.js';
import {
  createSupportServices,
  registerSupportRoutes,
  type SupportServices,
} from './modules/support/index.js';
import { CustomerServiceEntries } from './modules/settings/index.js';
import { MemberReads } from './modules/member/index.js';
import { SessionReads } from './modules/session/index.js';
import { AdminReads } from './modules/admin/index.js';
import {
  PromotionAdminService,
  PromotionEvents,
  PromotionReads,
  PromotionService,
  RewardsService,
  VipService,
  registerPromotionAdminRoutes,
  registerPromotionRoutes,
} from './modules/promotion/index.js';
import { LotteryAdminService, LotteryRisk } from './modules/lottery/index.js';
import { registerLotteryAdminRoutes } from './modules/lottery/index.js';
import { GameAdminService } from './modules/game/index.js';
import { registerGameAdminRoutes } from './modules/game/index.js';
import { AgentAdminService } from './modules/agent/index.js';
import { registerAgentAdminRoutes } from './modules/agent/index.js';
import { JobRegistry, registerHealth } from './platform/http/health.js';
import {
  PlatformMetrics,
  registerMetrics,
  registerMetricsRoute,
  type DomainFigures,
} from './platform/http/metrics.js';
import { registerRequestLog, requestIdOf } from './platform/http/request-log.js';

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
  /** The jobs this node runs (main.ts adds its schedulers), for the readiness probe. */
  jobs: JobRegistry;
  /** GET /metrics; main.ts hands it the real-time broker. */
  metrics: PlatformMetrics;
  /** Drops cached hot reads on every node; for writes made outside the services (tests, tools). */
  caches: CacheInvalidations;
  /** Members' lifetime figures from memory; the writers of activity events tell it what changed. */
  activity: LifetimeFigures;
  directory: MerchantDirectory;
  /** The current lottery issues in memory: a scheduler of the node's own (tests, tools) writes through it. */
  currentIssues: CurrentIssueCache;
  /** Finds the merchant and member of a call: for the request hooks and the sockets alike. */
  callers: CallerResolver;
  settings: SettingsService;
  flags: FeatureFlags;
  sessions: SessionService;
  members: MemberService;
  login: LoginService;
  registration: RegistrationService;
  passwords: PasswordService;
  affiliates: AffiliateService;
  securityQuestions: SecurityQuestionService;
  captcha: CaptchaService;
  verification: VerificationService;
  codeRequests: CodeRequestService;
  twoFactor: TwoFactorService;
  chatKeys: ChatAuthKeys;
  keys: RsaKeyStore;
  /** Pushes to /topic/user/{customerId} on whichever node the socket is connected. */
  realtime: RealtimePublisher;
  ledger: Ledger;
  wallet: WalletService;
  /** The 500cai (2017) wallet calls on top of wallet. */
  legacyWallet: LegacyWalletService;
  /** The 500cai (2017) deposit, withdrawal and report calls on top of funding. */
  legacyFunding: LegacyFundingService;
  funding: FundingService;
  turnover: TurnoverService;
  c2c: C2cService;
  /** The merchant's deposit methods and the accounts members pay into. */
  depositMethods: DepositMethodService;
  admins: AdminService;
  /** The back office's own core: operators, audit trail, members, site settings, reports. */
  operators: OperatorService;
  audit: AuditLog;
  memberAdmin: MemberAdminService;
  /** Fraud signals: links between members, flags, and the merchant's rules. */
  fraud: FraudService;
  merchantAdmin: MerchantAdminService;
  reports: ReportsService;
  /** Lottery rules (betting, draws, settlement); main.ts runs its scheduler. */
  lottery: LotteryService;
  lotteryQueries: LotteryQueries;
  lotteryFieldQueries: LotteryFieldQueries;
  /** The member's lottery profit and loss per game (500cai detailedLottoPNL). */
  lottoPnl: LottoPnlService;
  /** Game catalogue reads, launches and the vendors' seamless-wallet callbacks. */
  gameCatalogue: GameCatalogue;
  games: GameService;
  seamless: SeamlessService;
  /** The member's vendor game rounds (500cai accountGameBetHistory). */
  gameRounds: GameRoundHistoryService;
  /** Agent centre and downline contracts; main.ts runs the payout scheduler of agentPayouts. */
  agents: AgentService;
  /** Agents opening member accounts under themselves (500cai). */
  downlineAccounts: DownlineAccounts;
  /** The 500cai agent centre's own calls. */
  legacyAgents: LegacyAgentCentre;
  agentPayouts: AgentPayouts;
  /** Promotions, applications and the merchant's promotion back office. */
  promotions: PromotionService;
  /** Rewards centre: tasks, raffles, promo codes, missions, rebate, bonus details, referral. */
  rewards: RewardsService;
  vip: VipService;
  /** Inbox, notices, popups and the merchant's messages. */
  messages: MessageService;
  /** Points mall; main.ts runs the earning scheduler of pointsEarning. */
  points: PointsService;
  pointsAdmin: PointsAdminService;
  pointsEarning: PointsEarning;
  /** Live chat (support.chat.sockets is what main.ts gives the broker), help, feedback, speed tests. */
  support: SupportServices;
  /** Operator sides of content, promotions, lottery, games and agents (/admin/api). */
  noticeAdmin: NoticeAdminService;
  promotionAdmin: PromotionAdminService;
  lotteryAdmin: LotteryAdminService;
  gameAdmin: GameAdminService;
  agentAdmin: AgentAdminService;
}

/** The business series of GET /metrics, each one aggregate query of the module that owns the data. */
function domainFigures(db: Database['db']): DomainFigures {
  const ledger = new LedgerFigures(db);
  const lottery = new LotteryFigures(db);
  return {
    recentTransfers: () => ledger.recentTransfers(),
    betsPlaced24h: () => lottery.betsPlaced24h(),
    betsSettled24h: () => lottery.betsSettled24h(),
    openIssuesUndrawn: () => lottery.openIssuesUndrawn(),
    settlementLagSeconds: () => lottery.settlementLagSeconds(),
  };
}

export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // One line per request (registerRequestLog), keyed by an id the answer carries as well.
    disableRequestLogging: true,
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Fastify's own timeouts guard slow clients; registerRequestTimeout guards slow handlers.
    requestTimeout: config.requestTimeoutMs + 5_000,
    connectionTimeout: config.requestTimeoutMs + 10_000,
  });

  const methods = new MethodIndex();
  methods.watch(app);

  const db = database.db;
  // Hot reads served from memory; every change drops them on every node (bus).
  const caches = new CacheInvalidations(deps.bus, app.log);
  await caches.start();
  const sessionCache = new SessionCache();
  // Revocations reach it on their own channel; registered so that a bus reconnect empties it too.
  caches.register(sessionCache.entries);
  app.addHook('onClose', async () => {
    await sessionCache.stop();
    await caches.stop();
  });
  const settingsRepository = new SettingsRepository(db, caches);
  const directory = new MerchantDirectory(settingsRepository, caches);
  const homeBanners = new HomeBannerCache(caches);
  const settings = new SettingsService(settingsRepository);
  const flags = new FeatureFlags(settings);
  const rules = new RuleBook(settings);
  const memberCache = new MemberCache(caches);
  const memberRepository = new MemberRepository(db, memberCache);
  const factory = new MemberFactory();
  const secrets = await SecretStore.load(new SecretRepository(db));
  const throttle = new Throttle(new RateCounterRepository(db));
  // A database seeded in development may run in production later: its demo logins must not work.
  const publishedPasswords = config.production
    ? new PublishedPasswords(demoPasswords(), app.log)
    : NO_PUBLISHED_PASSWORDS;
  const revocations = new SessionRevocations(deps.bus, app.log);
  await sessionCache.start(revocations);
  const sessions = new SessionService(
    new SessionRepository(db),
    memberRepository,
    config.tokenTtlMs,
    revocations,
    undefined,
    sessionCache,
  );
  const callers = new CallerResolver(directory, sessions);
  const captcha = new CaptchaService(new CaptchaRepository(db), secrets);
  const outbox = new OutboxRepository(db);
  const verification = new VerificationService(
    new CodeRepository(db),
    outbox,
    new SmsGateway([new OutboxSmsProvider(outbox)]),
    createMailer(config.smtpUrl, config.mailFrom, outbox),
    throttle,
    secrets,
  );
  const twoFactor = new TwoFactorService(
    new TwoFactorRepository(db),
    memberRepository,
    verification,
    secrets,
  );
  const challenges = new LoginChallengeRepository(db);
  const promotionReads = new PromotionReads(db);
  const fraud = new FraudService({
    db,
    promotionTitles: (merchantId, ids) => promotionReads.titles(merchantId, ids),
    memberExists: async (merchantId, memberId) =>
      (await memberRepository.findById(merchantId, memberId)) !== null,
  });
  const completion = new LoginCompletion(
    memberRepository,
    sessions,
    flags,
    twoFactor,
    challenges,
    undefined,
    fraud,
  );
  const thirdParty = new ThirdPartyAuth(flags);
  const agents = new AgentService({ db, members: memberRepository, flags });
  const affiliates = new AffiliateService(memberRepository, settings, (merchant, code) =>
    agents.registerCode(merchant, code),
  );
  const chatKeys = new ChatAuthKeys(secrets);
  const realtime = new RealtimePublisher(deps.bus, app.log);
  const ledger = new Ledger(db);
  const walletRepository = new WalletRepository(db, memberCache);
  const walletSetup = new WalletSetupService(walletRepository, caches);
  const moneyEvents = new MoneyEvents(realtime);
  const paymentPasswords = new PaymentPasswords(memberRepository, walletRepository, flags, throttle);
  const wallet = new WalletService({
    db,
    ledger,
    setup: walletSetup,
    wallets: walletRepository,
    members: memberRepository,
    flags,
    paymentPasswords,
    events: moneyEvents,
  });
  // Every member/info reads a member's lifetime figures (VIP rank); the writers of the events behind them announce changes.
  const lifetimeFigures = new LifetimeFigures(new ActivityTotals(db), caches);
  const fundingRepository = new FundingRepository(db);
  const depositMethods = new DepositMethodService({
    repository: new DepositMethodRepository(db),
    setup: walletSetup,
    flags,
  });
  const funding = new FundingService({
    depositMethods,
    ledger,
    funding: fundingRepository,
    setup: walletSetup,
    wallet,
    members: memberRepository,
    flags,
    paymentPasswords,
    events: moneyEvents,
    activity: lifetimeFigures,
    signals: fraud,
  });
  const c2c = new C2cService({
    ledger,
    funding: fundingRepository,
    wallet,
    events: moneyEvents,
    activity: lifetimeFigures,
    expiryMs: config.c2cExpiryMs,
  });
  const lotteryRepository = new LotteryRepository(db);
  const currentIssues = new CurrentIssueCache(caches);
  const lotteryRisk = new LotteryRisk(db, {
    invalidations: caches,
    alert: (merchantId, data) => realtime.publishToRiskDesk(merchantId, { type: 'LOTTERY_RISK_ALERT', data }),
  });
  const lottery = new LotteryService(lotteryRepository, ledger, walletSetup, {
    risk: lotteryRisk,
    intervalOverrideSeconds: config.lotteryIntervalSeconds,
    settlementBatch: config.lotterySettlementBatch,
    issues: currentIssues,
    games: new LotteryGameCache(caches),
    activity: lifetimeFigures,
    draws: {
      drawn: (merchantId, data) => realtime.publishToLottery(merchantId, { type: 'LOTTERY_DRAW', data }),
    },
  });
  const gameRepository = new GameRepository(db);
  const gameCatalogueCache = new GameCatalogueCache(caches);
  const lotteryQueries = new LotteryQueries(lotteryRepository, lottery);
  const vip = new VipService(db, caches, lifetimeFigures);
  const promotionDeps = {
    db,
    ledger,
    members: memberRepository,
    flags,
    events: new PromotionEvents(realtime),
    domains: async (merchantId: number) =>
      (await settingsRepository.domains(merchantId)).map((d) => d.domain),
    claims: fraud,
  };
  const promotions = new PromotionService(promotionDeps);
  const pointsEarning = new PointsEarning(db, ledger);
  const admins = new AdminService(new AdminRepository(db), throttle, revocations, publishedPasswords);
  const memberReads = new MemberReads(db);
  const support = createSupportServices({
    db,
    members: memberRepository,
    memberReads,
    admins,
    adminReads: new AdminReads(db),
    flags,
    settings,
    customerServiceEntries: new CustomerServiceEntries(db),
    promotionReads,
    throttle,
    captcha,
    realtime,
  });
  const services: Services = {
    jobs: new JobRegistry(),
    metrics: new PlatformMetrics(database.poolStats, domainFigures(db)),
    caches,
    activity: lifetimeFigures,
    directory,
    callers,
    settings,
    flags,
    sessions,
    members: new MemberService(
      memberRepository,
      chatKeys,
      vip,
      new MainBalances(new MainBalanceRepository(db)),
    ),
    login: new LoginService({
      members: memberRepository,
      factory,
      rules,
      flags,
      captcha,
      throttle,
      twoFactor,
      challenges,
      verification,
      thirdParty,
      completion,
      publishedPasswords,
    }),
    registration: new RegistrationService({
      signals: fraud,
      members: memberRepository,
      factory,
      rules,
      flags,
      captcha,
      verification,
      affiliates,
      thirdParty,
      completion,
    }),
    passwords: new PasswordService(memberRepository, sessions, rules, verification, captcha, throttle),
    affiliates,
    securityQuestions: new SecurityQuestionService({
      members: memberRepository,
      answers: new SecurityAnswerRepository(db),
      throttle,
    }),
    captcha,
    verification,
    codeRequests: new CodeRequestService(verification, memberRepository, rules, flags, captcha),
    twoFactor,
    chatKeys,
    keys: await RsaKeyStore.load(new PlatformKeyRepository(db)),
    realtime,
    ledger,
    wallet,
    legacyWallet: new LegacyWalletService({ wallet, setup: walletSetup, members: memberRepository }),
    legacyFunding: new LegacyFundingService({
      funding,
      wallet,
      bankCards: new BankCardRepository(db),
      paymentPasswords,
      signals: fraud,
    }),
    funding,
    c2c,
    depositMethods,
    turnover: new TurnoverService(db, memberRepository),
    admins,
    operators: new OperatorService(db, revocations),
    audit: new AuditLog(new AdminRepository(db)),
    memberAdmin: new MemberAdminService({
      members: memberRepository,
      money: new MemberMoneyRepository(db),
      twoFactors: new TwoFactorRepository(db),
      ledger,
      sessions,
      rules,
      vip,
      verification,
    }),
    fraud,
    merchantAdmin: new MerchantAdminService(db, directory),
    reports: new ReportsService(db),
    lottery,
    currentIssues,
    lotteryQueries,
    lotteryFieldQueries: new LotteryFieldQueries(lotteryRepository, lottery, lotteryQueries),
    lottoPnl: new LottoPnlService(lotteryRepository, () => lottery.clock()),
    gameCatalogue: new GameCatalogue(gameRepository, lotteryQueries, undefined, gameCatalogueCache),
    games: new GameService({
      db,
      repository: gameRepository,
      ledger,
      walletSetup,
      flags,
      adapters: new VendorAdapterRegistry(),
    }),
    seamless: new SeamlessService(gameRepository, ledger, db, undefined, lifetimeFigures),
    gameRounds: new GameRoundHistoryService(gameRepository),
    agents,
    downlineAccounts: new DownlineAccounts({
      agents,
      members: memberRepository,
      rules,
      factory,
      signals: fraud,
    }),
    legacyAgents: new LegacyAgentCentre({
      agents,
      members: memberRepository,
      flags,
      announcements: (merchant, page, language) =>
        services.messages.notices(
          merchant,
          {
            ...page,
            types: ['PL'],
            groupName: DEFAULT_NOTICE_GROUP,
            execution: 'B',
            platform: 'W',
          },
          language,
        ),
      rebateRates: (merchant) => services.rewards.rebateRates(merchant),
    }),
    agentPayouts: new AgentPayouts(db, ledger),
    promotions,
    rewards: new RewardsService(promotionDeps, promotions),
    vip,
    messages: new MessageService({
      db,
      members: memberRepository,
      sessionReads: new SessionReads(db),
      flags,
      realtime,
      chatUnread: (merchantId, memberId) => support.chat.unreadCount(merchantId, memberId),
      homeBanners,
    }),
    points: new PointsService({ db, ledger, paymentPasswords, earning: pointsEarning }),
    pointsAdmin: new PointsAdminService(db),
    pointsEarning,
    support,
    noticeAdmin: new NoticeAdminService(db, promotionReads, undefined, homeBanners),
    promotionAdmin: new PromotionAdminService(db),
    lotteryAdmin: new LotteryAdminService(db, lottery, lotteryRisk),
    gameAdmin: new GameAdminService(db, undefined, gameCatalogueCache),
    agentAdmin: new AgentAdminService(db, agents),
  };

  // First, so that every answer is counted, refusals by the hooks below included.
  registerMetrics(app, services.metrics);
  registerRequestLog(app);
  registerSecurityHeaders(app);
  await app.register(formbody, { parser: parseFormBody });
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'rl:' } : {}),
    // Route limits run as route onRequest hooks, after the tenant hook (an app hook): the key is the
    // merchant the call resolved to, never a Merchant header the route did not check.
    keyGenerator: (request) => `${request.merchant?.code ?? ''}|${request.ip}`,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });

  registerErrorHandling(app);
  registerTenantResolution(app, callers);
  registerEncryptedBodies(app, services.keys);
  registerEnvelope(app);
  registerApiCaching(app);
  registerRequestTimeout(app, config.requestTimeoutMs);
  // Before any /admin/api route: every one of them is behind the role check and the audit trail.
  registerAdminGuard(app, { admins: services.admins, audit: services.audit, db });
  registerSessionResolution(app, callers);
  configureServe(app, { validateAnswers: !config.production });
  // After the guard, so that a refused attempt is audited whatever it carries.
  registerInputGuard(app);

  registerHealth(app, { db, redis: deps.redis, jobs: services.jobs });
  registerMetricsRoute(app, services.metrics, { token: config.metricsToken });
  registerSettingsRoutes(app, services.settings);
  registerSessionRoutes(app, services);
  registerMemberRoutes(app, services);
  registerCaptchaRoutes(app, services.captcha);
  registerVerificationRoutes(app, { ...services, devOutbox: config.devOutbox });
  registerSecurityRoutes(app, services);
  await registerWalletRoutes(app, services);
  registerAdminRoutes(app, services);
  registerMemberAdminRoutes(app, services);
  registerFraudRoutes(app, services);
  registerMerchantAdminRoutes(app, services);
  registerReportRoutes(app, services);
  registerLotteryRoutes(app, services);
  registerGameRoutes(app, services);
  await registerSeamlessRoutes(app, services);
  registerAgentRoutes(app, services);
  await registerPromotionRoutes(app, services);
  registerMessageRoutes(app, services);
  registerPointsRoutes(app, services);
  await registerSupportRoutes(app, services);
  registerNoticeAdminRoutes(app, services);
  registerPromotionAdminRoutes(app, services);
  registerPointsAdminRoutes(app, services);
  registerLotteryAdminRoutes(app, services);
  registerGameAdminRoutes(app, services);
  registerAgentAdminRoutes(app, services);
  // The built-in vendor "Lotus Games": its pages and API; money only via the seamless routes above.
  registerLotusVendorRoutes(app, { secret: config.builtinVendorSecret });

  const firstView = new FirstViewService({
    directory,
    settings: services.settings,
    homeBanners: (merchant) => services.messages.homeBanners(merchant),
    offeredGameTypes: (merchant) => services.gameCatalogue.offeredTypes(merchant),
    defaultMerchant: config.defaultMerchant,
  });
  const servePage =
    deps.serveWeb === false
      ? null
      : await registerWebApp(app, {
          webDist: config.webDist,
          directory,
          defaultMerchant: config.defaultMerchant,
          firstView: (visitor) => firstView.firstView(visitor),
        });
  app.setNotFoundHandler(async (request, reply) => {
    if (servePage && isPageRequest(request)) return servePage(request, reply);
    const path = request.url.split('?', 1)[0]!;
    if (methods.otherMethodOnly(request.method, path)) {
      return sendError(request, reply, new AppError('http_method_not_support'));
    }
    return sendError(request, reply, new AppError('resource.not.found'));
  });

  return { app, services };
}

import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { SHIPPED_LANGUAGES } from '../languages.js';
import { pageQuery } from './account.js';

/**
 * The merchant back office: operators, roles, the audit log and the operator-side calls of every
 * feature. The web app serves it under /admin; the API lives under /admin/api with the /wps
 * envelope, the Merchant header and the raw admin token in Authorization. An operator belongs to
 * one merchant and never sees another's data: a token only resolves under its own merchant.
 */

// ---- Roles and areas ----------------------------------------------------------------------------

export const ADMIN_ROLES = ['OWNER', 'FINANCE', 'OPERATIONS', 'SUPPORT'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** What an operator may work on; every /admin/api route belongs to exactly one area. */
export const ADMIN_AREAS = [
  'dashboard',
  'operators',
  'audit',
  'settings',
  'members',
  'memberMoney',
  'funding',
  'content',
  'promotions',
  'points',
  'lottery',
  'games',
  'agents',
  'support',
  'reports',
  'fraud',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

/** Which areas each role may use. OWNER may use every area. */
export const ADMIN_ROLE_AREAS: Record<AdminRole, readonly AdminArea[]> = {
  OWNER: ADMIN_AREAS,
  FINANCE: ['dashboard', 'members', 'memberMoney', 'funding', 'points', 'reports', 'fraud'],
  OPERATIONS: [
    'dashboard',
    'members',
    'content',
    'promotions',
    'points',
    'lottery',
    'games',
    'agents',
    'reports',
  ],
  SUPPORT: ['dashboard', 'members', 'support'],
};

/**
 * The area of each /admin/api path prefix; the longest matching prefix wins. A route that
 * matches none is OWNER-only (deny by default). /admin/api/session is open to any operator.
 */
export const ADMIN_AREA_PREFIXES: readonly (readonly [string, AdminArea])[] = [
  ['/admin/api/dashboard', 'dashboard'],
  ['/admin/api/operators', 'operators'],
  ['/admin/api/audit', 'audit'],
  ['/admin/api/merchant', 'settings'],
  ['/admin/api/members', 'members'],
  ['/admin/api/members/:id/adjust', 'memberMoney'],
  ['/admin/api/ledger', 'memberMoney'],
  ['/admin/api/deposits', 'funding'],
  ['/admin/api/withdrawals', 'funding'],
  ['/admin/api/payment-confirmations', 'funding'],
  ['/admin/api/deposit-methods', 'funding'],
  ['/admin/api/notices', 'content'],
  ['/admin/api/banners', 'content'],
  ['/admin/api/popups', 'content'],
  ['/admin/api/messages', 'content'],
  ['/admin/api/online-messages', 'content'],
  ['/admin/api/help', 'content'],
  ['/admin/api/promotions', 'promotions'],
  ['/admin/api/points', 'points'],
  ['/admin/api/lottery', 'lottery'],
  ['/admin/api/vendors', 'games'],
  ['/admin/api/games', 'games'],
  ['/admin/api/agents', 'agents'],
  ['/admin/api/chat', 'support'],
  ['/admin/api/feedback', 'support'],
  ['/admin/api/customer-service', 'support'],
  ['/admin/api/reports', 'reports'],
  ['/admin/api/fraud', 'fraud'],
];

/** The area of a route pattern (as registered, e.g. /admin/api/members/:id), or null if OWNER-only. */
export function adminAreaOf(routePattern: string): AdminArea | null {
  let best: readonly [string, AdminArea] | null = null;
  for (const entry of ADMIN_AREA_PREFIXES) {
    const [prefix] = entry;
    const matches = routePattern === prefix || routePattern.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best ? best[1] : null;
}

export function adminRoleAllows(role: AdminRole, area: AdminArea | null): boolean {
  if (role === 'OWNER') return true;
  return area !== null && ADMIN_ROLE_AREAS[role].includes(area);
}

// ---- Lists --------------------------------------------------------------------------------------

/** Any admin list answer. */
export interface AdminPage<T> {
  list: T[];
  page: number;
  size: number;
  total: number;
}
export const adminPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), page: z.number(), size: z.number(), total: z.number() });

const adminRole = lazySchema(() => z.enum(ADMIN_ROLES));
const adminArea = lazySchema(() => z.enum(ADMIN_AREAS));

// ---- Session ------------------------------------------------------------------------------------

/** GET /admin/api/session → who is logged in and what they may use (drives the menu). */
export const adminSessionValue = lazySchema(() =>
  z.object({
    username: z.string(),
    displayName: z.string(),
    role: adminRole,
    areas: z.array(adminArea),
    merchantCode: z.string(),
    merchantName: z.string(),
    currency: z.string(),
    /** The merchant's languages: content is edited in each, the default's text is required. */
    languages: z.array(z.enum(SHIPPED_LANGUAGES)),
    defaultLanguage: z.enum(SHIPPED_LANGUAGES),
  }),
);
export type AdminSessionValue = z.infer<typeof adminSessionValue>;
/** DELETE /admin/api/session/logout. */
export const adminLogoutValue = lazySchema(() => z.object({ loggedOut: z.boolean() }));

// ---- Operators and audit ------------------------------------------------------------------------

const username = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{4,32}$/),
);
const adminPassword = lazySchema(() => z.string().min(8).max(64));

/** GET /admin/api/operators ?page&size; POST /admin/api/operators creates one. */
export const adminOperatorCreate = lazySchema(() =>
  z.object({
    username,
    displayName: z.string().trim().min(1).max(60),
    role: z.enum(ADMIN_ROLES),
    password: adminPassword,
  }),
);
/** PUT /admin/api/operators/:id — role, display name or status (A active, L locked); at least one. */
export const adminOperatorUpdate = lazySchema(() =>
  z
    .object({
      displayName: z.string().trim().min(1).max(60).optional(),
      role: z.enum(ADMIN_ROLES).optional(),
      status: z.enum(['A', 'L']).optional(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'one field' }),
);
/** POST /admin/api/operators/:id/password {password} — sets a new password; sessions end. */
export const adminOperatorPassword = lazySchema(() => z.object({ password: adminPassword }));
export const adminOperatorValue = lazySchema(() =>
  z.object({
    id: z.number(),
    username: z.string(),
    displayName: z.string(),
    role: adminRole,
    status: z.enum(['A', 'L']),
    lastLoginAt: z.number().nullable(),
    createdAt: z.number(),
  }),
);
export type AdminOperator = z.infer<typeof adminOperatorValue>;
export const adminOperatorPasswordValue = lazySchema(() => z.object({ changed: z.boolean() }));

/**
 * GET /admin/api/audit ?page&size&operator&action&from&to — every successful change made in the
 * back office (each non-GET /admin/api call), newest first. Secrets in bodies are redacted.
 */
export const adminAuditQuery = lazySchema(() =>
  pageQuery.extend({
    operator: z.string().trim().max(32).optional(),
    action: z.string().trim().max(120).optional(),
    from: z.coerce.number().int().min(0).optional(),
    to: z.coerce.number().int().min(0).optional(),
  }),
);
export const adminAuditEntry = lazySchema(() =>
  z.object({
    id: z.number(),
    operator: z.string(),
    role: adminRole,
    /** METHOD and route pattern, e.g. "POST /admin/api/withdrawals/:id/approve". */
    action: z.string(),
    area: adminArea.nullable(),
    /** The :id of the route when it has one. */
    targetId: z.string().nullable(),
    /** The request body with passwords, codes and images replaced by "***". */
    detail: z.unknown(),
    ip: z.string(),
    /** OK for a change that was made (or a login), DENIED for a call the operator's role may not make. */
    outcome: z.enum(['OK', 'DENIED']),
    createdAt: z.number(),
  }),
);
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

// ---- Members ------------------------------------------------------------------------------------

/** GET /admin/api/members ?q (account, nickname, mobile, id)&status&page&size. */
export const adminMemberQuery = lazySchema(() =>
  pageQuery.extend({
    q: z.string().trim().max(64).optional(),
    status: z.enum(['ACTIVE', 'LOCKED']).optional(),
  }),
);
export const adminMemberRow = lazySchema(() =>
  z.object({
    id: z.number(),
    account: z.string(),
    nickname: z.string(),
    mobile: z.string().nullable(),
    isAgent: z.number(),
    upline: z.string().nullable(),
    locked: z.boolean(),
    /** Every wallet of the member in the merchant's currency. */
    balance: z.string(),
    vipLevel: z.string().nullable(),
    registeredAt: z.number(),
    lastLoginAt: z.number().nullable(),
  }),
);
export type AdminMemberRow = z.infer<typeof adminMemberRow>;
/** GET /admin/api/members/:id → the row plus recent ledger entries and wallets. */
export const adminMemberDetail = lazySchema(() =>
  adminMemberRow.extend({
    email: z.string().nullable(),
    wallets: z.array(
      z.object({ code: z.string(), currency: z.string(), balance: z.string(), held: z.string() }),
    ),
    /** Newest first; amount and balanceAfter are what the member may spend (holds count). */
    recentLedger: z.array(
      z.object({
        id: z.number(),
        kind: z.string(),
        /** hold, release, post or direct. */
        event: z.string(),
        wallet: z.string(),
        amount: z.string(),
        balanceAfter: z.string(),
        currency: z.string(),
        createdAt: z.number(),
      }),
    ),
    twoFactor: z.boolean(),
  }),
);
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>;
/** POST /admin/api/members/:id/lock {locked, reason}. */
export const adminMemberLock = lazySchema(() =>
  z.object({
    locked: z.boolean(),
    reason: z.string().trim().min(1).max(200),
  }),
);
export const adminMemberLockValue = lazySchema(() => z.object({ id: z.number(), locked: z.boolean() }));
/**
 * POST /admin/api/members/:id/reset-password {reason} → AdminPasswordReset. The temporary password
 * (changed at the next login) goes to the member by SMS to the bound mobile, or by e-mail to the
 * bound address; no operator sees it. A member with neither is member.contact.missing.
 */
export const adminMemberResetPassword = lazySchema(() =>
  z.object({ reason: z.string().trim().min(1).max(200) }),
);
/** Where the temporary password was sent: the channel and the masked number or address. */
export const adminPasswordReset = lazySchema(() =>
  z.object({
    channel: z.enum(['SMS', 'EMAIL']),
    destination: z.string(),
  }),
);
export type AdminPasswordReset = z.infer<typeof adminPasswordReset>;
/**
 * POST /admin/api/members/:id/adjust {amount, reason, requestId} — a signed amount moved through
 * the ledger against the merchant's adjustment account; requestId makes a retry harmless.
 */
export const adminMemberAdjust = lazySchema(() =>
  z.object({
    // Syntax and size only: the scale of the merchant currency is the money module's to check.
    amount: z
      .string()
      .trim()
      .max(32)
      .regex(/^-?\d{1,12}(\.\d+)?$/),
    reason: z.string().trim().min(1).max(200),
    requestId: z.string().trim().min(8).max(64),
  }),
);
export const adminMemberAdjustValue = lazySchema(() =>
  z.object({
    transferId: z.number(),
    memberId: z.number(),
    amount: z.string(),
    /** Available balance of the member's main wallet right after the adjustment (the first time, on a replay). */
    balanceAfter: z.string(),
    replayed: z.boolean(),
    createdAt: z.number(),
  }),
);
export type AdminMemberAdjustValue = z.infer<typeof adminMemberAdjustValue>;

// ---- Merchant settings --------------------------------------------------------------------------

/**
 * GET/PUT /admin/api/merchant/settings — name, currency display, languages and default,
 * maintenance window, region blocks; PUT /admin/api/merchant/flags {modId, enabled};
 * GET/PUT /admin/api/merchant/register-fields; GET/POST/DELETE /admin/api/merchant/domains;
 * GET/PUT /admin/api/merchant/customer-service (entries of the customer-service list).
 */
export const adminMerchantSettingsUpdate = lazySchema(() =>
  z
    .object({
      name: z.string().trim().min(1).max(60).optional(),
      languages: z.array(z.string().trim().max(8)).min(1).max(12).optional(),
      defaultLanguage: z.string().trim().max(8).optional(),
      maintenanceStart: z.number().int().min(0).nullable().optional(),
      maintenanceEnd: z.number().int().min(0).nullable().optional(),
      maintenanceMessage: z.string().trim().max(500).nullable().optional(),
      blockedCountries: z
        .array(
          z
            .string()
            .trim()
            .regex(/^[A-Z]{2}$/),
        )
        .max(250)
        .optional(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'one field' }),
);
/** GET /admin/api/merchant/settings (times in epoch ms). */
export const adminMerchantSettings = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    languages: z.array(z.string()),
    defaultLanguage: z.string(),
    /** Every language the platform ships, to choose from. */
    supportedLanguages: z.array(z.string()),
    maintenanceStart: z.number().nullable(),
    maintenanceEnd: z.number().nullable(),
    maintenanceMessage: z.string().nullable(),
    blockedCountries: z.array(z.string()),
  }),
);
export type AdminMerchantSettings = z.infer<typeof adminMerchantSettings>;
/** PUT /admin/api/merchant/flags — one flag {modId, enabled} or several {flags: [...]}. */
const flagSwitch = lazySchema(() =>
  z.object({ modId: z.string().trim().min(1).max(40), enabled: z.boolean() }),
);
export const adminMerchantFlagsUpdate = lazySchema(() =>
  z.union([flagSwitch, z.object({ flags: z.array(flagSwitch).min(1).max(200) })]),
);
export const adminMerchantFlag = lazySchema(() =>
  z.object({
    modId: z.string(),
    parentModId: z.string().nullable(),
    enabled: z.boolean(),
    sort: z.number(),
  }),
);
export type AdminMerchantFlag = z.infer<typeof adminMerchantFlag>;
/** PUT /admin/api/merchant/register-fields {fields} — rules of existing fields, by key. */
export const adminRegisterFieldsUpdate = lazySchema(() =>
  z.object({
    fields: z
      .array(
        z.object({
          key: z.string().trim().min(1).max(40),
          enabled: z.boolean().optional(),
          required: z.boolean().optional(),
          minLength: z.number().int().min(0).max(255).optional(),
          maxLength: z.number().int().min(1).max(255).optional(),
          /** A regular expression, or "*" for anything. */
          acceptedPattern: z.string().trim().min(1).max(200).optional(),
        }),
      )
      .min(1)
      .max(40),
  }),
);
/** POST /admin/api/merchant/domains; DELETE /admin/api/merchant/domains/:id. */
export const adminDomainCreate = lazySchema(() =>
  z.object({
    domain: z.string().trim().toLowerCase().min(3).max(253),
    isRoute: z.boolean().default(true),
    affiliateCode: z.string().trim().max(32).nullish(),
  }),
);
export const adminMerchantDomain = lazySchema(() =>
  z.object({
    id: z.number(),
    domain: z.string(),
    isRoute: z.boolean(),
    affiliateCode: z.string().nullable(),
  }),
);
export type AdminMerchantDomain = z.infer<typeof adminMerchantDomain>;
export const adminDomainRemoveValue = lazySchema(() => z.object({ removed: z.boolean() }));

// ---- Reports ------------------------------------------------------------------------------------

/** GET /admin/api/reports/daily ?from&to (YYYY-MM-DD, at most 92 days, business days). */
export const adminReportQuery = lazySchema(() =>
  z.object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
);
export const adminDailyReportRow = lazySchema(() =>
  z.object({
    day: z.string(),
    deposits: z.string(),
    depositCount: z.number(),
    withdrawals: z.string(),
    withdrawalCount: z.number(),
    bets: z.string(),
    payouts: z.string(),
    /** Gross gaming revenue: bets - payouts. */
    ggr: z.string(),
    newMembers: z.number(),
  }),
);
export type AdminDailyReportRow = z.infer<typeof adminDailyReportRow>;
/**
 * GET /admin/api/dashboard (every role): today's figures, what waits for an operator and the
 * open live chats (WAITING or ACTIVE conversations).
 */
export const adminDashboard = lazySchema(() =>
  z.object({
    today: adminDailyReportRow,
    pending: z.object({ deposits: z.number(), withdrawals: z.number(), paymentConfirmations: z.number() }),
    openChats: z.number(),
    members: z.number(),
    currency: z.string(),
    serverTime: z.number(),
  }),
);
export type AdminDashboard = z.infer<typeof adminDashboard>;
/** GET /admin/api/reports/ggr ?from&to → GGR per game type (LOTTERY, SLOT, ...) over the range. */
export const adminGgrRow = lazySchema(() =>
  z.object({
    gameType: z.string(),
    bets: z.string(),
    payouts: z.string(),
    ggr: z.string(),
    betCount: z.number(),
  }),
);
export type AdminGgrRow = z.infer<typeof adminGgrRow>;

export const adminPageQuery = pageQuery;

/** The :id of an /admin/api path (members, operators, funding requests: bigint keys). */
export const adminIdParams = lazySchema(() =>
  z.object({
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
);
/** The :id of a merchant domain (an integer key). */
export const adminDomainIdParams = lazySchema(() =>
  z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
);

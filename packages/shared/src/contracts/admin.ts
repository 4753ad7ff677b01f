import { z } from 'zod';
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
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

/** Which areas each role may use. OWNER may use every area. */
export const ADMIN_ROLE_AREAS: Record<AdminRole, readonly AdminArea[]> = {
  OWNER: ADMIN_AREAS,
  FINANCE: ['dashboard', 'members', 'memberMoney', 'funding', 'points', 'reports'],
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

// ---- Session ------------------------------------------------------------------------------------

/** GET /admin/api/session → who is logged in and what they may use (drives the menu). */
export interface AdminSessionValue {
  username: string;
  displayName: string;
  role: AdminRole;
  areas: AdminArea[];
  merchantCode: string;
  merchantName: string;
  currency: string;
}

// ---- Operators and audit ------------------------------------------------------------------------

const username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{4,32}$/);
const adminPassword = z.string().min(8).max(64);

/** GET /admin/api/operators ?page&size; POST /admin/api/operators creates one. */
export const adminOperatorCreate = z.object({
  username,
  displayName: z.string().trim().min(1).max(60),
  role: z.enum(ADMIN_ROLES),
  password: adminPassword,
});
/** PUT /admin/api/operators/:id — role, display name or status (A active, L locked); at least one. */
export const adminOperatorUpdate = z
  .object({
    displayName: z.string().trim().min(1).max(60).optional(),
    role: z.enum(ADMIN_ROLES).optional(),
    status: z.enum(['A', 'L']).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'one field' });
/** POST /admin/api/operators/:id/password {password} — sets a new password; sessions end. */
export const adminOperatorPassword = z.object({ password: adminPassword });
export interface AdminOperator {
  id: number;
  username: string;
  displayName: string;
  role: AdminRole;
  status: 'A' | 'L';
  lastLoginAt: number | null;
  createdAt: number;
}

/**
 * GET /admin/api/audit ?page&size&operator&action&from&to — every successful change made in the
 * back office (each non-GET /admin/api call), newest first. Secrets in bodies are redacted.
 */
export const adminAuditQuery = pageQuery.extend({
  operator: z.string().trim().max(32).optional(),
  action: z.string().trim().max(120).optional(),
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
});
export interface AdminAuditEntry {
  id: number;
  operator: string;
  role: AdminRole;
  /** METHOD and route pattern, e.g. "POST /admin/api/withdrawals/:id/approve". */
  action: string;
  area: AdminArea | null;
  /** The :id of the route when it has one. */
  targetId: string | null;
  /** The request body with passwords, codes and images replaced by "***". */
  detail: unknown;
  ip: string;
  /** OK for a change that was made (or a login), DENIED for a call the operator's role may not make. */
  outcome: 'OK' | 'DENIED';
  createdAt: number;
}

// ---- Members ------------------------------------------------------------------------------------

/** GET /admin/api/members ?q (account, nickname, mobile, id)&status&page&size. */
export const adminMemberQuery = pageQuery.extend({
  q: z.string().trim().max(64).optional(),
  status: z.enum(['ACTIVE', 'LOCKED']).optional(),
});
export interface AdminMemberRow {
  id: number;
  account: string;
  nickname: string;
  mobile: string | null;
  isAgent: number;
  upline: string | null;
  locked: boolean;
  balance: string;
  vipLevel: string | null;
  registeredAt: number;
  lastLoginAt: number | null;
}
/** GET /admin/api/members/:id → the row plus recent ledger entries and wallets. */
export interface AdminMemberDetail extends AdminMemberRow {
  email: string | null;
  wallets: { currency: string; balance: string }[];
  recentLedger: { id: number; kind: string; amount: string; balanceAfter: string; createdAt: number }[];
  twoFactor: boolean;
}
/** POST /admin/api/members/:id/lock {locked, reason}. */
export const adminMemberLock = z.object({
  locked: z.boolean(),
  reason: z.string().trim().min(1).max(200),
});
/**
 * POST /admin/api/members/:id/reset-password {reason} → AdminPasswordReset. The temporary password
 * (changed at the next login) goes to the member by SMS to the bound mobile, or by e-mail to the
 * bound address; no operator sees it. A member with neither is member.contact.missing.
 */
export const adminMemberResetPassword = z.object({ reason: z.string().trim().min(1).max(200) });
/** Where the temporary password was sent: the channel and the masked number or address. */
export interface AdminPasswordReset {
  channel: 'SMS' | 'EMAIL';
  destination: string;
}
/**
 * POST /admin/api/members/:id/adjust {amount, reason, requestId} — a signed amount moved through
 * the ledger against the merchant's adjustment account; requestId makes a retry harmless.
 */
export const adminMemberAdjust = z.object({
  // Syntax and size only: the scale of the merchant currency is the money module's to check.
  amount: z
    .string()
    .trim()
    .max(32)
    .regex(/^-?\d{1,12}(\.\d+)?$/),
  reason: z.string().trim().min(1).max(200),
  requestId: z.string().trim().min(8).max(64),
});

// ---- Merchant settings --------------------------------------------------------------------------

/**
 * GET/PUT /admin/api/merchant/settings — name, currency display, languages and default,
 * maintenance window, region blocks; PUT /admin/api/merchant/flags {modId, enabled};
 * GET/PUT /admin/api/merchant/register-fields; GET/POST/DELETE /admin/api/merchant/domains;
 * GET/PUT /admin/api/merchant/customer-service (entries of the customer-service list).
 */
export const adminMerchantSettingsUpdate = z
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
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'one field' });
/** GET /admin/api/merchant/settings (times in epoch ms). */
export interface AdminMerchantSettings {
  code: string;
  name: string;
  currency: string;
  languages: string[];
  defaultLanguage: string;
  /** Every language the platform ships, to choose from. */
  supportedLanguages: string[];
  maintenanceStart: number | null;
  maintenanceEnd: number | null;
  maintenanceMessage: string | null;
  blockedCountries: string[];
}
/** PUT /admin/api/merchant/flags — one flag {modId, enabled} or several {flags: [...]}. */
const flagSwitch = z.object({ modId: z.string().trim().min(1).max(40), enabled: z.boolean() });
export const adminMerchantFlagsUpdate = z.union([
  flagSwitch,
  z.object({ flags: z.array(flagSwitch).min(1).max(200) }),
]);
export interface AdminMerchantFlag {
  modId: string;
  parentModId: string | null;
  enabled: boolean;
  sort: number;
}
/** PUT /admin/api/merchant/register-fields {fields} — rules of existing fields, by key. */
export const adminRegisterFieldsUpdate = z.object({
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
});
/** POST /admin/api/merchant/domains; DELETE /admin/api/merchant/domains/:id. */
export const adminDomainCreate = z.object({
  domain: z.string().trim().toLowerCase().min(3).max(253),
  isRoute: z.boolean().default(true),
  affiliateCode: z.string().trim().max(32).nullish(),
});
export interface AdminMerchantDomain {
  id: number;
  domain: string;
  isRoute: boolean;
  affiliateCode: string | null;
}

// ---- Reports ------------------------------------------------------------------------------------

/** GET /admin/api/reports/daily ?from&to (YYYY-MM-DD, at most 92 days, business days). */
export const adminReportQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export interface AdminDailyReportRow {
  day: string;
  deposits: string;
  depositCount: number;
  withdrawals: string;
  withdrawalCount: number;
  bets: string;
  payouts: string;
  /** Gross gaming revenue: bets - payouts. */
  ggr: string;
  newMembers: number;
}
/**
 * GET /admin/api/dashboard (every role): today's figures, what waits for an operator and the
 * open live chats (WAITING or ACTIVE conversations).
 */
export interface AdminDashboard {
  today: AdminDailyReportRow;
  pending: { deposits: number; withdrawals: number; paymentConfirmations: number };
  openChats: number;
  members: number;
  currency: string;
  serverTime: number;
}
/** GET /admin/api/reports/ggr ?from&to → GGR per game type (LOTTERY, SLOT, ...) over the range. */
export interface AdminGgrRow {
  gameType: string;
  bets: string;
  payouts: string;
  ggr: string;
  betCount: number;
}

/** Any admin list answer. */
export interface AdminPage<T> {
  list: T[];
  page: number;
  size: number;
  total: number;
}
export const adminPageQuery = pageQuery;

import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { pageQuery } from './account.js';

/**
 * Fraud signals (house risk controls): members of one merchant who share a device, a
 * registration address range, a payee name or a bank account, or new accounts claiming one
 * promotion from one device, are linked into groups and flagged. Which rules run, their
 * thresholds and whether a flag sends withdrawals to review are merchant settings.
 */

/**
 * What links members:
 * - DEVICE: the same device id at registration or login;
 * - IP_RANGE: registration addresses in the same /24 (IPv4) or /64 (IPv6) within the window;
 * - PAYEE: the same payee name (letter case and blanks ignored);
 * - BANK_ACCOUNT: the same bank account number (blanks and dashes ignored);
 * - PROMOTION: more than N accounts, each at most D days old, claiming one promotion from one device.
 */
export const FRAUD_KINDS = ['DEVICE', 'IP_RANGE', 'PAYEE', 'BANK_ACCOUNT', 'PROMOTION'] as const;
export type FraudKind = (typeof FRAUD_KINDS)[number];

/** Bounds of the thresholds an operator may set. */
export const FRAUD_LIMITS = {
  ipWindowDays: { min: 1, max: 365 },
  promotionAccounts: { min: 1, max: 100 },
  promotionNewDays: { min: 1, max: 365 },
} as const;

const days = (bounds: { min: number; max: number }) =>
  z.coerce.number().int().min(bounds.min).max(bounds.max);

/** The merchant's fraud rules (GET and PUT /admin/api/merchant/fraud-rules). */
export const fraudRules = lazySchema(() =>
  z.object({
    device: z.boolean(),
    ipRange: z.boolean(),
    /** Registrations in one range link only when they are at most this many days apart. */
    ipWindowDays: days(FRAUD_LIMITS.ipWindowDays),
    payee: z.boolean(),
    bankAccount: z.boolean(),
    promotion: z.boolean(),
    /** Linked when MORE than this many new accounts claim one promotion from one device. */
    promotionAccounts: days(FRAUD_LIMITS.promotionAccounts),
    /** An account counts as new for this many days after it registered. */
    promotionNewDays: days(FRAUD_LIMITS.promotionNewDays),
    /** A flagged member's withdrawals wait for an operator's review. */
    reviewWithdrawals: z.boolean(),
  }),
);
export type FraudRules = z.infer<typeof fraudRules>;

/** One member of a link group as the back office lists it. */
export const fraudGroupMember = lazySchema(() =>
  z.object({
    memberId: z.number(),
    username: z.string(),
    /** The member's flag is standing (not cleared). */
    flagged: z.boolean(),
    registeredAt: z.number(),
    linkedAt: z.number(),
  }),
);
export type FraudGroupMember = z.infer<typeof fraudGroupMember>;

/** Members linked by one shared value of one kind. */
export const fraudGroup = lazySchema(() =>
  z.object({
    kind: z.enum(FRAUD_KINDS),
    /** The shared value as an operator reads it (a PROMOTION value names the promotion and the device). */
    value: z.string(),
    promotionTitle: z.string().nullable(),
    members: z.array(fraudGroupMember),
    lastLinkedAt: z.number(),
  }),
);
export type FraudGroup = z.infer<typeof fraudGroup>;

export const fraudGroupsQuery = lazySchema(() =>
  pageQuery.extend({
    kind: z.enum(FRAUD_KINDS).optional(),
    /** Only groups with a member whose name contains this. */
    q: z.string().trim().max(32).optional(),
  }),
);
export const fraudGroupsValue = lazySchema(() =>
  z.object({ list: z.array(fraudGroup), page: z.number(), size: z.number(), total: z.number() }),
);

/** A member's flag and the groups it belongs to (the member page). */
export const fraudMemberValue = lazySchema(() =>
  z.object({
    memberId: z.number(),
    flag: z
      .object({
        status: z.enum(['FLAGGED', 'CLEARED']),
        kinds: z.array(z.enum(FRAUD_KINDS)),
        flaggedAt: z.number(),
        clearedAt: z.number().nullable(),
        clearedBy: z.string().nullable(),
        remarks: z.string().nullable(),
      })
      .nullable(),
    groups: z.array(fraudGroup),
  }),
);
export type FraudMemberValue = z.infer<typeof fraudMemberValue>;

export const fraudClearRequest = lazySchema(() => z.object({ remarks: z.string().trim().min(1).max(200) }));

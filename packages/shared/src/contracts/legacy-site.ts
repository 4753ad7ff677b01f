import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { announcementQuery } from './message.js';
import {
  amountInput,
  downlineTransferRequest,
  idempotencyKey,
  MAX_DOWNLINE_TRANSFERS,
  REMARK_MAX_LENGTH,
} from './wallet.js';

/**
 * Odds and ends of the 500cai client: site announcements by type and platform, telemetry, the
 * domain's default agent, a trial username and the agent's transfer to a downline. The field
 * reference names the calls; fields it does not give follow the nearest call of ours.
 */

/** Platform names of the legacy client onto ours (W web, M mobile web, A app). */
const PLATFORMS = {
  W: 'W',
  WEB: 'W',
  PC: 'W',
  M: 'M',
  MOBILE: 'M',
  H5: 'M',
  WAP: 'M',
  A: 'A',
  APP: 'A',
  ANDROID: 'A',
  IOS: 'A',
} as const;
const PLATFORM_NAMES = Object.keys(PLATFORMS) as [keyof typeof PLATFORMS, ...(keyof typeof PLATFORMS)[]];

/**
 * GET /wps/system/announcements/advanced?type=&category=&platform=: our announcement list. type is
 * one or more of our notice types (PL by default); we keep no announcement categories, so
 * category narrows nothing and is only bounded.
 */
export const advancedAnnouncementQuery = lazySchema(() =>
  z
    .object({
      type: z.string().trim().max(20).optional(),
      category: z.string().trim().max(40).optional(),
      // The field sends the parameter empty (`platform=`) for every platform.
      platform: z
        .string()
        .trim()
        .toUpperCase()
        .pipe(z.union([z.literal(''), z.enum(PLATFORM_NAMES)]))
        .optional(),
      page: z.string().max(8).optional(),
      size: z.string().max(8).optional(),
    })
    .transform((q): z.input<typeof announcementQuery> => ({
      types: q.type || undefined,
      platform: q.platform ? PLATFORMS[q.platform] : undefined,
      page: q.page,
      size: q.size,
    }))
    .pipe(announcementQuery),
);

/** POST /wps/system/collect: client telemetry, answered 204 and kept nowhere; bounded all the same. */
export const collectRequest = lazySchema(() => z.record(z.string().max(64), z.unknown()));

/** GET /wps/agent/default?domain=: the agent a registration from that domain (or this request's host) goes under. */
export const defaultAgentQuery = lazySchema(() =>
  z.object({ domain: z.string().trim().max(253).optional() }),
);

/**
 * PUT /wps/agent/transferDownline (encrypted in the 2017 client): one downline by username and
 * amount, or our list of transfers; either way our agent-to-downline transfer.
 */
export const legacyDownlineTransferRequest = lazySchema(() =>
  z
    .object({
      username: z.string().trim().min(1).max(32).optional(),
      amount: amountInput.optional(),
      transfers: z
        .array(z.object({ username: z.string().trim().min(1).max(32), amount: amountInput }))
        .min(1)
        .max(MAX_DOWNLINE_TRANSFERS)
        .optional(),
      paymentPassword: z.string().max(128).nullish(),
      remarks: z.string().trim().max(REMARK_MAX_LENGTH).nullish(),
      requestId: idempotencyKey.nullish(),
    })
    .transform((q): z.input<typeof downlineTransferRequest> => ({
      transfers:
        q.transfers ??
        (q.username && q.amount !== undefined ? [{ username: q.username, amount: q.amount }] : []),
      paymentPassword: q.paymentPassword,
      remarks: q.remarks,
      requestId: q.requestId,
    }))
    .pipe(downlineTransferRequest),
);

/**
 * POST /wps/agent/downline (encrypted in the 2017 client): an agent opens a member account under
 * itself. Fields as registration names them; the merchant's username and password rules apply.
 */
export const createDownlineRequest = lazySchema(() =>
  z.object({
    username: z.string().trim().min(1).max(32),
    password: z.string().min(1).max(128),
    confirmPassword: z.string().max(128).nullish(),
    nickname: z.string().trim().max(40).nullish(),
  }),
);
export type CreateDownlineRequest = z.infer<typeof createDownlineRequest>;
/** As a registration answers: the new account's id, and its name. */
export const createDownlineValue = lazySchema(() =>
  z.object({ customerId: z.number(), username: z.string() }),
);

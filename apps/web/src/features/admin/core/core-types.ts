import type { adminFundingApi, ValueOf } from '@platform/shared';

/** A row of /admin/api/deposits or /admin/api/withdrawals. */
export type AdminFundingRow = ValueOf<typeof adminFundingApi.deposits>['list'][number];

/** A row of /admin/api/payment-confirmations. */
export type AdminC2cRow = ValueOf<typeof adminFundingApi.paymentConfirmations>['list'][number];
export type C2cQueueStatus = AdminC2cRow['status'];

/** The queue's tabs: the disputed payments first, then the settled ones. */
export const C2C_QUEUE_STATUSES = [
  'NOT_RECEIVED',
  'APPEALED',
  'WAITING',
  'COMPLETED',
  'CANCELLED',
  'EXPIRED',
] as const satisfies readonly C2cQueueStatus[];

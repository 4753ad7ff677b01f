import type { FundingValue } from '@platform/shared';

/** A row of /admin/api/deposits or /admin/api/withdrawals (adminFundingItem). */
export interface AdminFundingRow extends FundingValue {
  memberId: number;
  username: string;
  payerName: string | null;
}

export const C2C_QUEUE_STATUSES = ['NOT_RECEIVED', 'APPEALED', 'WAITING', 'COMPLETED', 'CANCELLED'] as const;
export type C2cQueueStatus = (typeof C2C_QUEUE_STATUSES)[number];

/** A row of /admin/api/payment-confirmations (adminC2cItem). */
export interface AdminC2cRow {
  payDetailId: number;
  type: 'DEPOSIT' | 'WITHDRAW';
  payerName: string;
  amount: string;
  currency: string;
  status: C2cQueueStatus;
  createdAt: number;
  answeredAt: number | null;
  payer: string;
  payee: string;
  hasProof: boolean;
  resolutionRemarks: string | null;
}

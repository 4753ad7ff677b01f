/** Bank deposits and withdrawals, disputed peer-to-peer payments (area funding) and the ledger's sums. */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { adminIdParams } from '../../contracts/admin.js';
import {
  adminC2cListValue,
  adminC2cQuery,
  adminC2cResolveRequest,
  adminDecisionRequest,
  adminFundingListValue,
  adminFundingQuery,
  adminRejectRequest,
  fundingValue,
  ledgerSummaryValue,
  processC2cValue,
} from '../../contracts/wallet.js';

export const deposits = endpoint({
  method: 'GET',
  path: '/admin/api/deposits',
  auth: 'operator',
  query: adminFundingQuery,
  value: adminFundingListValue,
});
export const approveDeposit = endpoint({
  method: 'POST',
  path: '/admin/api/deposits/:id/approve',
  auth: 'operator',
  params: adminIdParams,
  body: adminDecisionRequest,
  value: fundingValue,
});
export const rejectDeposit = endpoint({
  method: 'POST',
  path: '/admin/api/deposits/:id/reject',
  auth: 'operator',
  params: adminIdParams,
  body: adminRejectRequest,
  value: fundingValue,
});
export const withdrawals = endpoint({
  method: 'GET',
  path: '/admin/api/withdrawals',
  auth: 'operator',
  query: adminFundingQuery,
  value: adminFundingListValue,
});
export const approveWithdrawal = endpoint({
  method: 'POST',
  path: '/admin/api/withdrawals/:id/approve',
  auth: 'operator',
  params: adminIdParams,
  body: adminDecisionRequest,
  value: fundingValue,
});
export const rejectWithdrawal = endpoint({
  method: 'POST',
  path: '/admin/api/withdrawals/:id/reject',
  auth: 'operator',
  params: adminIdParams,
  body: adminRejectRequest,
  value: fundingValue,
});
export const paymentConfirmations = endpoint({
  method: 'GET',
  path: '/admin/api/payment-confirmations',
  auth: 'operator',
  query: adminC2cQuery,
  value: adminC2cListValue,
});
export const resolvePaymentConfirmation = endpoint({
  method: 'POST',
  path: '/admin/api/payment-confirmations/:id/resolve',
  auth: 'operator',
  params: adminIdParams,
  body: adminC2cResolveRequest,
  value: processC2cValue,
});
/** The payer's proof image (PNG or JPEG) as it was uploaded. */
export const paymentProof = endpoint({
  method: 'GET',
  path: '/admin/api/payment-confirmations/:id/proof',
  auth: 'operator',
  params: adminIdParams,
  value: z.unknown(),
  wire: { raw: true },
});
export const ledgerSummary = endpoint({
  method: 'GET',
  path: '/admin/api/ledger/summary',
  auth: 'operator',
  value: ledgerSummaryValue,
});

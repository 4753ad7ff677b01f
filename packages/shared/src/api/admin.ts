import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { registerFieldSetting } from '../contracts/system.js';
import {
  adminAuditEntry,
  adminAuditQuery,
  adminDailyReportRow,
  adminDashboard,
  adminDomainCreate,
  adminDomainIdParams,
  adminDomainRemoveValue,
  adminGgrRow,
  adminIdParams,
  adminLogoutValue,
  adminMemberAdjust,
  adminMemberAdjustValue,
  adminMemberDetail,
  adminMemberLock,
  adminMemberLockValue,
  adminMemberQuery,
  adminMemberResetPassword,
  adminMemberRow,
  adminMerchantDomain,
  adminMerchantFlag,
  adminMerchantFlagsUpdate,
  adminMerchantSettings,
  adminMerchantSettingsUpdate,
  adminOperatorCreate,
  adminOperatorPassword,
  adminOperatorPasswordValue,
  adminOperatorUpdate,
  adminOperatorValue,
  adminPageOf,
  adminPageQuery,
  adminPasswordReset,
  adminRegisterFieldsUpdate,
  adminReportQuery,
  adminSessionValue,
} from '../contracts/admin.js';
import {
  adminC2cListValue,
  adminC2cQuery,
  adminC2cResolveRequest,
  adminDecisionRequest,
  adminFundingListValue,
  adminFundingQuery,
  adminLoginRequest,
  adminLoginValue,
  adminRejectRequest,
  fundingValue,
  ledgerSummaryValue,
  processC2cValue,
} from '../contracts/wallet.js';

/*
 * The merchant back office's own calls under /admin/api: the /wps envelope, the Merchant header
 * and the operator's raw token in Authorization. Every call but login needs an operator whose
 * role may use the path's area (ADMIN_AREA_PREFIXES); what each area's feature adds lives with it.
 */

/** Logging in and out of the back office, and who is logged in. */
export const adminSessionApi = {
  login: endpoint({
    method: 'POST',
    path: '/admin/api/session/login',
    auth: 'visitor',
    body: adminLoginRequest,
    value: adminLoginValue,
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/admin/api/session/logout',
    auth: 'operator',
    value: adminLogoutValue,
  }),
  me: endpoint({ method: 'GET', path: '/admin/api/session', auth: 'operator', value: adminSessionValue }),
};

/** The merchant's operators (owners only) and the audit trail of every change made. */
export const adminOperatorApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/api/operators',
    auth: 'operator',
    query: adminPageQuery,
    value: adminPageOf(adminOperatorValue),
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/api/operators',
    auth: 'operator',
    body: adminOperatorCreate,
    value: adminOperatorValue,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/api/operators/:id',
    auth: 'operator',
    params: adminIdParams,
    body: adminOperatorUpdate,
    value: adminOperatorValue,
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/admin/api/operators/:id/password',
    auth: 'operator',
    params: adminIdParams,
    body: adminOperatorPassword,
    value: adminOperatorPasswordValue,
  }),
  audit: endpoint({
    method: 'GET',
    path: '/admin/api/audit',
    auth: 'operator',
    query: adminAuditQuery,
    value: adminPageOf(adminAuditEntry),
  }),
};

/** Members (area members) and corrections of their money (area memberMoney). */
export const adminMemberApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/api/members',
    auth: 'operator',
    query: adminMemberQuery,
    value: adminPageOf(adminMemberRow),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/api/members/:id',
    auth: 'operator',
    params: adminIdParams,
    value: adminMemberDetail,
  }),
  lock: endpoint({
    method: 'POST',
    path: '/admin/api/members/:id/lock',
    auth: 'operator',
    params: adminIdParams,
    body: adminMemberLock,
    value: adminMemberLockValue,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/admin/api/members/:id/reset-password',
    auth: 'operator',
    params: adminIdParams,
    body: adminMemberResetPassword,
    value: adminPasswordReset,
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/admin/api/members/:id/adjust',
    auth: 'operator',
    params: adminIdParams,
    body: adminMemberAdjust,
    value: adminMemberAdjustValue,
  }),
};

/** The merchant's site settings (area settings). */
export const adminMerchantApi = {
  settings: endpoint({
    method: 'GET',
    path: '/admin/api/merchant/settings',
    auth: 'operator',
    value: adminMerchantSettings,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/admin/api/merchant/settings',
    auth: 'operator',
    body: adminMerchantSettingsUpdate,
    value: adminMerchantSettings,
  }),
  flags: endpoint({
    method: 'GET',
    path: '/admin/api/merchant/flags',
    auth: 'operator',
    value: z.array(adminMerchantFlag),
  }),
  setFlags: endpoint({
    method: 'PUT',
    path: '/admin/api/merchant/flags',
    auth: 'operator',
    body: adminMerchantFlagsUpdate,
    value: z.array(adminMerchantFlag),
  }),
  registerFields: endpoint({
    method: 'GET',
    path: '/admin/api/merchant/register-fields',
    auth: 'operator',
    value: z.array(registerFieldSetting),
  }),
  setRegisterFields: endpoint({
    method: 'PUT',
    path: '/admin/api/merchant/register-fields',
    auth: 'operator',
    body: adminRegisterFieldsUpdate,
    value: z.array(registerFieldSetting),
  }),
  domains: endpoint({
    method: 'GET',
    path: '/admin/api/merchant/domains',
    auth: 'operator',
    value: z.array(adminMerchantDomain),
  }),
  addDomain: endpoint({
    method: 'POST',
    path: '/admin/api/merchant/domains',
    auth: 'operator',
    body: adminDomainCreate,
    value: adminMerchantDomain,
  }),
  removeDomain: endpoint({
    method: 'DELETE',
    path: '/admin/api/merchant/domains/:id',
    auth: 'operator',
    params: adminDomainIdParams,
    value: adminDomainRemoveValue,
  }),
};

/** Figures of the merchant (area reports) and the landing page of every operator (area dashboard). */
export const adminReportApi = {
  daily: endpoint({
    method: 'GET',
    path: '/admin/api/reports/daily',
    auth: 'operator',
    query: adminReportQuery,
    value: z.array(adminDailyReportRow),
  }),
  ggr: endpoint({
    method: 'GET',
    path: '/admin/api/reports/ggr',
    auth: 'operator',
    query: adminReportQuery,
    value: z.array(adminGgrRow),
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/admin/api/dashboard',
    auth: 'operator',
    value: adminDashboard,
  }),
};

/** Bank deposits and withdrawals, disputed peer-to-peer payments (area funding) and the ledger's sums. */
export const adminFundingApi = {
  deposits: endpoint({
    method: 'GET',
    path: '/admin/api/deposits',
    auth: 'operator',
    query: adminFundingQuery,
    value: adminFundingListValue,
  }),
  approveDeposit: endpoint({
    method: 'POST',
    path: '/admin/api/deposits/:id/approve',
    auth: 'operator',
    params: adminIdParams,
    body: adminDecisionRequest,
    value: fundingValue,
  }),
  rejectDeposit: endpoint({
    method: 'POST',
    path: '/admin/api/deposits/:id/reject',
    auth: 'operator',
    params: adminIdParams,
    body: adminRejectRequest,
    value: fundingValue,
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/admin/api/withdrawals',
    auth: 'operator',
    query: adminFundingQuery,
    value: adminFundingListValue,
  }),
  approveWithdrawal: endpoint({
    method: 'POST',
    path: '/admin/api/withdrawals/:id/approve',
    auth: 'operator',
    params: adminIdParams,
    body: adminDecisionRequest,
    value: fundingValue,
  }),
  rejectWithdrawal: endpoint({
    method: 'POST',
    path: '/admin/api/withdrawals/:id/reject',
    auth: 'operator',
    params: adminIdParams,
    body: adminRejectRequest,
    value: fundingValue,
  }),
  paymentConfirmations: endpoint({
    method: 'GET',
    path: '/admin/api/payment-confirmations',
    auth: 'operator',
    query: adminC2cQuery,
    value: adminC2cListValue,
  }),
  resolvePaymentConfirmation: endpoint({
    method: 'POST',
    path: '/admin/api/payment-confirmations/:id/resolve',
    auth: 'operator',
    params: adminIdParams,
    body: adminC2cResolveRequest,
    value: processC2cValue,
  }),
  /** The payer's proof image (PNG or JPEG) as it was uploaded. */
  paymentProof: endpoint({
    method: 'GET',
    path: '/admin/api/payment-confirmations/:id/proof',
    auth: 'operator',
    params: adminIdParams,
    value: z.unknown(),
    wire: { raw: true },
  }),
  ledgerSummary: endpoint({
    method: 'GET',
    path: '/admin/api/ledger/summary',
    auth: 'operator',
    value: ledgerSummaryValue,
  }),
};

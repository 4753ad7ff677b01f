export * as adminSessionApi from './admin/admin-session.js';
export * as adminOperatorApi from './admin/admin-operator.js';
export * as adminMemberApi from './admin/admin-member.js';
export * as adminMerchantApi from './admin/admin-merchant.js';
export * as adminReportApi from './admin/admin-report.js';
export * as adminFundingApi from './admin/admin-funding.js';
export * as adminTurnoverApi from './admin/admin-turnover.js';
export * as adminDepositMethodApi from './admin/admin-deposit-methods.js';

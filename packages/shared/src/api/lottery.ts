export * as lotteryApi from './lottery/lottery.js';
export * as lotteryAdminApi from './lottery/lottery-admin.js';
export * as lotteryRiskApi from './lottery/lottery-risk.js';

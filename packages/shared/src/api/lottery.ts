export * as lotteryApi from './lottery/lottery.js';
export * as lotteryAdminApi from './lottery/lottery-admin.js';

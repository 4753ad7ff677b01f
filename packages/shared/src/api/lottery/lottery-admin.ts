/** The lottery back office (/admin/api/lottery). */
import { endpoint } from '../../endpoint.js';
import {
  adminLotteryGamePageValue,
  adminLotteryGameUpdate,
  adminLotteryGameValue,
  adminLotteryIdParam,
  adminLotteryIssuePageValue,
  adminLotteryIssueQuery,
  voidIssueRequest,
  voidIssueValue,
} from '../../contracts/lottery.js';

/** Every game of the merchant, disabled too, with its schedule. */
export const games = endpoint({
  method: 'GET',
  path: '/admin/api/lottery/games',
  auth: 'operator',
  value: adminLotteryGamePageValue,
});
export const updateGame = endpoint({
  method: 'PUT',
  path: '/admin/api/lottery/games/:id',
  auth: 'operator',
  params: adminLotteryIdParam,
  body: adminLotteryGameUpdate,
  value: adminLotteryGameValue,
});
export const issues = endpoint({
  method: 'GET',
  path: '/admin/api/lottery/issues',
  auth: 'operator',
  query: adminLotteryIssueQuery,
  value: adminLotteryIssuePageValue,
});
export const voidIssue = endpoint({
  method: 'POST',
  path: '/admin/api/lottery/issues/:id/void',
  auth: 'operator',
  params: adminLotteryIdParam,
  value: voidIssueValue,
});
/** The same void, by game code and issue number. */
export const voidByNumero = endpoint({
  method: 'POST',
  path: '/admin/api/lottery/issues/void',
  auth: 'operator',
  body: voidIssueRequest,
  value: voidIssueValue,
});

/** Members (area members) and corrections of their money (area memberMoney). */
import { endpoint } from '../../endpoint.js';
import {
  adminIdParams,
  adminMemberAdjust,
  adminMemberAdjustValue,
  adminMemberDetail,
  adminMemberLock,
  adminMemberLockValue,
  adminMemberQuery,
  adminMemberResetPassword,
  adminMemberRow,
  adminPageOf,
  adminPasswordReset,
} from '../../contracts/admin.js';

export const list = endpoint({
  method: 'GET',
  path: '/admin/api/members',
  auth: 'operator',
  query: adminMemberQuery,
  value: adminPageOf(adminMemberRow),
});
export const detail = endpoint({
  method: 'GET',
  path: '/admin/api/members/:id',
  auth: 'operator',
  params: adminIdParams,
  value: adminMemberDetail,
});
export const lock = endpoint({
  method: 'POST',
  path: '/admin/api/members/:id/lock',
  auth: 'operator',
  params: adminIdParams,
  body: adminMemberLock,
  value: adminMemberLockValue,
});
export const resetPassword = endpoint({
  method: 'POST',
  path: '/admin/api/members/:id/reset-password',
  auth: 'operator',
  params: adminIdParams,
  body: adminMemberResetPassword,
  value: adminPasswordReset,
});
export const adjust = endpoint({
  method: 'POST',
  path: '/admin/api/members/:id/adjust',
  auth: 'operator',
  params: adminIdParams,
  body: adminMemberAdjust,
  value: adminMemberAdjustValue,
});

/** The merchant's operators (owners only) and the audit trail of every change made. */
import { endpoint } from '../../endpoint.js';
import {
  adminAuditEntry,
  adminAuditQuery,
  adminIdParams,
  adminOperatorCreate,
  adminOperatorPassword,
  adminOperatorPasswordValue,
  adminOperatorUpdate,
  adminOperatorValue,
  adminPageOf,
  adminPageQuery,
} from '../../contracts/admin.js';

export const list = endpoint({
  method: 'GET',
  path: '/admin/api/operators',
  auth: 'operator',
  query: adminPageQuery,
  value: adminPageOf(adminOperatorValue),
});
export const create = endpoint({
  method: 'POST',
  path: '/admin/api/operators',
  auth: 'operator',
  body: adminOperatorCreate,
  value: adminOperatorValue,
});
export const update = endpoint({
  method: 'PUT',
  path: '/admin/api/operators/:id',
  auth: 'operator',
  params: adminIdParams,
  body: adminOperatorUpdate,
  value: adminOperatorValue,
});
export const setPassword = endpoint({
  method: 'POST',
  path: '/admin/api/operators/:id/password',
  auth: 'operator',
  params: adminIdParams,
  body: adminOperatorPassword,
  value: adminOperatorPasswordValue,
});
export const audit = endpoint({
  method: 'GET',
  path: '/admin/api/audit',
  auth: 'operator',
  query: adminAuditQuery,
  value: adminPageOf(adminAuditEntry),
});

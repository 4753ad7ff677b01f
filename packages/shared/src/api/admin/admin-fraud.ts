/** Fraud signals: the merchant's rules, link groups and members' flags (area fraud). */
import { endpoint } from '../../endpoint.js';
import { adminIdParams } from '../../contracts/admin.js';
import {
  fraudClearRequest,
  fraudGroupsQuery,
  fraudGroupsValue,
  fraudMemberValue,
  fraudRules,
} from '../../contracts/fraud.js';

export const rules = endpoint({
  method: 'GET',
  path: '/admin/api/fraud/rules',
  auth: 'operator',
  value: fraudRules,
});
export const saveRules = endpoint({
  method: 'PUT',
  path: '/admin/api/fraud/rules',
  auth: 'operator',
  body: fraudRules,
  value: fraudRules,
});
/** Link groups, newest link first. */
export const groups = endpoint({
  method: 'GET',
  path: '/admin/api/fraud/groups',
  auth: 'operator',
  query: fraudGroupsQuery,
  value: fraudGroupsValue,
});
/** A member's flag and links. */
export const member = endpoint({
  method: 'GET',
  path: '/admin/api/fraud/members/:id',
  auth: 'operator',
  params: adminIdParams,
  value: fraudMemberValue,
});
/** Clears a member's flag (the remarks are kept on the flag and in the audit log). */
export const clear = endpoint({
  method: 'POST',
  path: '/admin/api/fraud/members/:id/clear',
  auth: 'operator',
  params: adminIdParams,
  body: fraudClearRequest,
  value: fraudMemberValue,
});

/*
 * The merchant back office's own calls under /admin/api: the /wps envelope, the Merchant header
 * and the operator's raw token in Authorization. Every call but login needs an operator whose
 * role may use the path's area (ADMIN_AREA_PREFIXES); what each area's feature adds lives with it.
 */

/** Logging in and out of the back office, and who is logged in. */
import { endpoint } from '../../endpoint.js';
import { adminLogoutValue, adminSessionValue } from '../../contracts/admin.js';
import { adminLoginRequest, adminLoginValue } from '../../contracts/wallet.js';

export const login = endpoint({
  method: 'POST',
  path: '/admin/api/session/login',
  auth: 'visitor',
  body: adminLoginRequest,
  value: adminLoginValue,
});
export const logout = endpoint({
  method: 'DELETE',
  path: '/admin/api/session/logout',
  auth: 'operator',
  value: adminLogoutValue,
});
export const me = endpoint({
  method: 'GET',
  path: '/admin/api/session',
  auth: 'operator',
  value: adminSessionValue,
});

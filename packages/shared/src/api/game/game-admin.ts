/** The games back office: vendors with their maintenance windows, and games. */
import { endpoint } from '../../endpoint.js';
import {
  adminGamePageValue,
  adminHeldPayoutPageValue,
  adminHeldPayoutQuery,
  adminHeldPayoutValue,
  adminGameQuery,
  adminGameUpdate,
  adminGameValue,
  adminMaintenanceCreate,
  adminMaintenancePageValue,
  adminMaintenanceQuery,
  adminMaintenanceWindowValue,
  adminVendorPageValue,
  adminVendorQuery,
  adminVendorUpdate,
  adminVendorValue,
  gameAdminIdParam,
  vendorWindowParams,
} from '../../contracts/game.js';

export const vendors = endpoint({
  method: 'GET',
  path: '/admin/api/vendors',
  auth: 'operator',
  query: adminVendorQuery,
  value: adminVendorPageValue,
});
export const updateVendor = endpoint({
  method: 'PUT',
  path: '/admin/api/vendors/:id',
  auth: 'operator',
  params: gameAdminIdParam,
  body: adminVendorUpdate,
  value: adminVendorValue,
});
export const windows = endpoint({
  method: 'GET',
  path: '/admin/api/vendors/:id/maintenance',
  auth: 'operator',
  params: gameAdminIdParam,
  query: adminMaintenanceQuery,
  value: adminMaintenancePageValue,
});
export const addWindow = endpoint({
  method: 'POST',
  path: '/admin/api/vendors/:id/maintenance',
  auth: 'operator',
  params: gameAdminIdParam,
  body: adminMaintenanceCreate,
  value: adminMaintenanceWindowValue,
});
/** Answers the window removed. */
export const removeWindow = endpoint({
  method: 'DELETE',
  path: '/admin/api/vendors/:id/maintenance/:windowId',
  auth: 'operator',
  params: vendorWindowParams,
  value: adminMaintenanceWindowValue,
});
export const games = endpoint({
  method: 'GET',
  path: '/admin/api/games',
  auth: 'operator',
  query: adminGameQuery,
  value: adminGamePageValue,
});
export const updateGame = endpoint({
  method: 'PUT',
  path: '/admin/api/games/:id',
  auth: 'operator',
  params: gameAdminIdParam,
  body: adminGameUpdate,
  value: adminGameValue,
});
/** Credits held above the vendors' win caps, for review. */
export const heldPayouts = endpoint({
  method: 'GET',
  path: '/admin/api/vendors/held-payouts',
  auth: 'operator',
  query: adminHeldPayoutQuery,
  value: adminHeldPayoutPageValue,
});
/** Pays a held credit through the ledger (a repeat answers the paid payout). */
export const approveHeldPayout = endpoint({
  method: 'POST',
  path: '/admin/api/vendors/held-payouts/:id/approve',
  auth: 'operator',
  params: gameAdminIdParam,
  value: adminHeldPayoutValue,
});
/** Refuses a held credit: no money moves (a repeat answers the refused payout). */
export const rejectHeldPayout = endpoint({
  method: 'POST',
  path: '/admin/api/vendors/held-payouts/:id/reject',
  auth: 'operator',
  params: gameAdminIdParam,
  value: adminHeldPayoutValue,
});

import { gameAdminApi as spec, type BodyOf } from '@platform/shared';
import { adminApi } from '../../admin-api';

/** Vendors with their maintenance windows, and the game catalogue of the merchant. */
export const gamesAdminApi = {
  /** Every vendor at once (a merchant has a handful): the games filter offers them all. */
  allVendors: () => adminApi.call(spec.vendors, { query: { page: 1, size: 100 } }),
  updateVendor: (id: number, body: BodyOf<typeof spec.updateVendor>) =>
    adminApi.call(spec.updateVendor, { params: { id }, body }),
  windows: (vendorId: number, scope: 'upcoming' | 'all', page: number) =>
    adminApi.call(spec.windows, { params: { id: vendorId }, query: { scope, page, size: 10 } }),
  addWindow: (vendorId: number, body: BodyOf<typeof spec.addWindow>) =>
    adminApi.call(spec.addWindow, { params: { id: vendorId }, body }),
  removeWindow: (vendorId: number, windowId: number) =>
    adminApi.call(spec.removeWindow, { params: { id: vendorId, windowId } }),
  heldPayouts: (status: 'HELD' | 'APPROVED' | 'REJECTED', page: number) =>
    adminApi.call(spec.heldPayouts, { query: { status, page, size: 10 } }),
  approveHeldPayout: (id: number) => adminApi.call(spec.approveHeldPayout, { params: { id } }),
  rejectHeldPayout: (id: number) => adminApi.call(spec.rejectHeldPayout, { params: { id } }),
  updateGame: (id: number, body: BodyOf<typeof spec.updateGame>) =>
    adminApi.call(spec.updateGame, { params: { id }, body }),
};

import type { AdminGame, AdminMaintenanceWindow, AdminPage, AdminVendor } from '@platform/shared';
import { adminApi } from '../../admin-api';

export const VENDORS_PATH = '/admin/api/vendors';
export const GAMES_PATH = '/admin/api/games';

/** Vendors with their maintenance windows, and the game catalogue of the merchant. */
export const gamesAdminApi = {
  /** Every vendor at once (a merchant has a handful): the games filter offers them all. */
  allVendors: () => adminApi.get<AdminPage<AdminVendor>>(VENDORS_PATH, { query: { page: 1, size: 100 } }),
  updateVendor: (id: number, body: { enabled?: boolean; sort?: number }) =>
    adminApi.put<AdminVendor>(`${VENDORS_PATH}/${id}`, body),
  windows: (vendorId: number, scope: 'upcoming' | 'all', page: number) =>
    adminApi.get<AdminPage<AdminMaintenanceWindow>>(`${VENDORS_PATH}/${vendorId}/maintenance`, {
      query: { scope, page, size: 10 },
    }),
  addWindow: (vendorId: number, body: { startTime: number; endTime: number; message: string }) =>
    adminApi.post<AdminMaintenanceWindow>(`${VENDORS_PATH}/${vendorId}/maintenance`, body),
  removeWindow: (vendorId: number, windowId: number) =>
    adminApi.del<unknown>(`${VENDORS_PATH}/${vendorId}/maintenance/${windowId}`),
  updateGame: (id: number, body: { enabled?: boolean; hot?: boolean; hotSort?: number; sort?: number }) =>
    adminApi.put<AdminGame>(`${GAMES_PATH}/${id}`, body),
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminGameQuery,
  adminGameUpdate,
  gameAdminIdParam,
  adminMaintenanceCreate,
  adminMaintenanceQuery,
  adminVendorQuery,
  adminVendorUpdate,
  vendorWindowParams,
} from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { AdminService } from '../admin/index.js';
import type { GameAdminService } from './game-admin.service.js';
import { operatorOf } from '../admin/index.js';

export interface GameAdminRouteDeps {
  admins: AdminService;
  gameAdmin: GameAdminService;
}

/** /admin/api/vendors (with maintenance windows) and /admin/api/games. */
export function registerGameAdminRoutes(app: FastifyInstance, deps: GameAdminRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);
  const service = deps.gameAdmin;

  app.get('/admin/api/vendors', async (request) => {
    const actor = await admin(request);
    return service.vendors(merchantOf(request), actor, adminVendorQuery.parse(request.query));
  });
  app.put('/admin/api/vendors/:id', async (request) => {
    const actor = await admin(request);
    const { id } = gameAdminIdParam.parse(request.params);
    return service.updateVendor(merchantOf(request), actor, id, adminVendorUpdate.parse(request.body));
  });
  app.get('/admin/api/vendors/:id/maintenance', async (request) => {
    const actor = await admin(request);
    const { id } = gameAdminIdParam.parse(request.params);
    return service.windows(merchantOf(request), actor, id, adminMaintenanceQuery.parse(request.query));
  });
  app.post('/admin/api/vendors/:id/maintenance', async (request) => {
    const actor = await admin(request);
    const { id } = gameAdminIdParam.parse(request.params);
    return service.addWindow(merchantOf(request), actor, id, adminMaintenanceCreate.parse(request.body));
  });
  app.delete('/admin/api/vendors/:id/maintenance/:windowId', async (request) => {
    const actor = await admin(request);
    const { id, windowId } = vendorWindowParams.parse(request.params);
    return service.removeWindow(merchantOf(request), actor, id, windowId);
  });

  app.get('/admin/api/games', async (request) => {
    const actor = await admin(request);
    return service.games(merchantOf(request), actor, adminGameQuery.parse(request.query));
  });
  app.put('/admin/api/games/:id', async (request) => {
    const actor = await admin(request);
    const { id } = gameAdminIdParam.parse(request.params);
    return service.updateGame(merchantOf(request), actor, id, adminGameUpdate.parse(request.body));
  });
}

import type { FastifyInstance } from 'fastify';
import { gameAdminApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { GameAdminService } from './game-admin.service.js';
import type { SeamlessService } from './seamless.service.js';

export interface GameAdminRouteDeps {
  gameAdmin: GameAdminService;
  seamless: SeamlessService;
}

/** /admin/api/vendors (with maintenance windows) and /admin/api/games. */
export function registerGameAdminRoutes(app: FastifyInstance, deps: GameAdminRouteDeps): void {
  const service = deps.gameAdmin;
  serve(app, gameAdminApi.vendors, (c) => service.vendors(c.merchant, c.operator, c.query));
  serve(app, gameAdminApi.updateVendor, (c) =>
    service.updateVendor(c.merchant, c.operator, c.params.id, c.body),
  );
  serve(app, gameAdminApi.windows, (c) => service.windows(c.merchant, c.operator, c.params.id, c.query));
  serve(app, gameAdminApi.addWindow, (c) => service.addWindow(c.merchant, c.operator, c.params.id, c.body));
  serve(app, gameAdminApi.removeWindow, (c) =>
    service.removeWindow(c.merchant, c.operator, c.params.id, c.params.windowId),
  );
  serve(app, gameAdminApi.heldPayouts, (c) => deps.seamless.heldPayouts(c.merchant, c.operator, c.query));
  serve(app, gameAdminApi.approveHeldPayout, (c) =>
    deps.seamless.reviewHeld(c.merchant, c.operator, c.params.id, true),
  );
  serve(app, gameAdminApi.rejectHeldPayout, (c) =>
    deps.seamless.reviewHeld(c.merchant, c.operator, c.params.id, false),
  );
  serve(app, gameAdminApi.games, (c) => service.games(c.merchant, c.operator, c.query));
  serve(app, gameAdminApi.updateGame, (c) => service.updateGame(c.merchant, c.operator, c.params.id, c.body));
}

/** Games: vendors and their catalogue, launching, the seamless-wallet callbacks vendors make. */
export { GameRepository } from './game.repository.js';
export { GameCatalogue } from './game-catalogue.js';
export { GameService } from './game.service.js';
export { SeamlessService } from './seamless.service.js';
export { VendorAdapterRegistry } from './vendor-adapter.js';
export { registerGameRoutes, registerSeamlessRoutes } from './game.routes.js';
export { GameAdminService } from './game-admin.service.js';
export { registerGameAdminRoutes } from './game.admin.routes.js';
export { bookGameRounds, type PlayedRound } from './game-rounds.js';
export { GameCatalogueCache } from './game-catalogue-cache.js';
export { GameRoundHistoryService } from './round-history.js';

export * as gameApi from './game/game.js';
export * as seamlessApi from './game/seamless.js';
export * as gameAdminApi from './game/game-admin.js';

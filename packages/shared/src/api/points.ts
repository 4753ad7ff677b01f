export * as pointsApi from './points/points.js';
export * as pointsAdminApi from './points/points-admin.js';

export * as supportApi from './support/support.js';
export * as supportAdminApi from './support/support-admin.js';

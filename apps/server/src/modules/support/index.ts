// Public entry of the support module: live chat, customer-service entries and scripts, help,
// feedback, the download page and speed tests.
export { createSupportServices, type SupportServices } from './support.services.js';
export { registerSupportRoutes } from './support.routes.js';

import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../session/session.service.js';
import type { AdminService } from '../admin/admin.service.js';
import type { SupportServices } from './support.services.js';
import { registerChatRoutes } from './chat.routes.js';
import { registerHelpRoutes } from './help.routes.js';
import { registerFeedbackRoutes } from './feedback.routes.js';
import { registerCustomerServiceRoutes } from './customer-service.routes.js';
import { registerSpeedTestRoutes } from './speed-test.routes.js';
import { registerDownloadRoutes } from './download.routes.js';

export interface SupportRouteDeps {
  sessions: SessionService;
  admins: AdminService;
  support: SupportServices;
}

/** Customer service and site pages: live chat, entries and scripts, help, feedback, download, speed test. */
export async function registerSupportRoutes(app: FastifyInstance, deps: SupportRouteDeps): Promise<void> {
  const common = { sessions: deps.sessions, admins: deps.admins };
  registerChatRoutes(app, { ...common, chat: deps.support.chat });
  registerHelpRoutes(app, { ...common, help: deps.support.help });
  await registerFeedbackRoutes(app, { ...common, feedback: deps.support.feedback });
  registerCustomerServiceRoutes(app, { ...common, customerService: deps.support.customerService });
  registerSpeedTestRoutes(app, { ...common, speedTests: deps.support.speedTests });
  registerDownloadRoutes(app, { download: deps.support.download });
}

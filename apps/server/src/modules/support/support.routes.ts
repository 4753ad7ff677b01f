import type { FastifyInstance } from 'fastify';
import type { SupportServices } from './support.services.js';
import { registerChatRoutes } from './chat.routes.js';
import { registerHelpRoutes } from './help.routes.js';
import { registerFeedbackRoutes } from './feedback.routes.js';
import { registerCustomerServiceRoutes } from './customer-service.routes.js';
import { registerSpeedTestRoutes } from './speed-test.routes.js';
import { registerDownloadRoutes } from './download.routes.js';

/** Customer service and site pages: live chat, entries and scripts, help, feedback, download, speed test. */
export async function registerSupportRoutes(
  app: FastifyInstance,
  deps: { support: SupportServices },
): Promise<void> {
  const support = deps.support;
  registerChatRoutes(app, { chat: support.chat });
  registerHelpRoutes(app, { help: support.help });
  await registerFeedbackRoutes(app, { feedback: support.feedback });
  registerCustomerServiceRoutes(app, { customerService: support.customerService });
  registerSpeedTestRoutes(app, { speedTests: support.speedTests });
  registerDownloadRoutes(app, { download: support.download });
}

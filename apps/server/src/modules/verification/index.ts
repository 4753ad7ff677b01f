// Public entry of the verification module: one-time codes by SMS and e-mail, their delivery and
// the texts of those messages. It depends on settings, member, security and captcha.
export {
  CodeRepository,
  OutboxRepository,
  type CodeChannel,
  type CodePurpose,
} from './verification.repository.js';
export {
  CODES_PER_ADDRESS_PER_HOUR,
  MAX_CODE_ATTEMPTS,
  VerificationService,
  type CodeRequest,
  type CodeTarget,
} from './verification.service.js';
export { CodeRequestService, type Requester } from './code-requests.js';
export { OutboxSmsProvider, SmsGateway, type SmsMessage, type SmsProvider } from './sms-provider.js';
export { createMailer, type MailMessage, type Mailer } from './mailer.js';
export { textsFor } from './templates.js';
export { registerVerificationRoutes } from './verification.routes.js';

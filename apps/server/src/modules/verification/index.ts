/** Verification: codes and messages sent by SMS and e-mail, and the outbox they go through. */
export { textsFor } from './templates.js';
export type { CodeTarget, VerificationService } from './verification.service.js';

/** Sessions: every way of logging in, the tokens it issues and their resolution on each call. */
export { LoginCompletion, type LoginSignals } from './login-completion.js';
export { LoginService } from './login.service.js';
export { registerSessionResolution } from './session-hook.js';
export { PlatformKeyRepository, SessionRepository } from './session.repository.js';
export { registerSessionRoutes } from './session.routes.js';
export {
  SessionService,
  type ReadOptions,
  type SessionContext,
  type SessionScope,
} from './session.service.js';
export { SessionReads } from './session-reads.js';
export { ThirdPartyAuth } from './third-party.js';
export { SessionCache } from './session-cache.js';
export { hashToken } from './session.service.js';

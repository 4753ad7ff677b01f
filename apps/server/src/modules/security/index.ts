// Public entry of the security module: platform secrets, shared rate counters, two-factor,
// chat auth keys and the refusal of published demo passwords. It depends on settings and member
// only; session, verification and captcha depend on it, never the other way round.
export { randomToken, sameDigest } from './crypto.js';
export {
  LoginChallengeRepository,
  RateCounterRepository,
  SecretRepository,
  TwoFactorRepository,
  type LoginChallengeRow,
} from './security.repository.js';
export { SECRET_NAMES, SecretStore, type SecretName } from './secret-store.js';
export { Throttle } from './throttle.js';
export { CHAT_AUTH_TTL_MS, ChatAuthKeys, type ChatIdentity } from './chat-auth.js';
export { TwoFactorService, type LoginCodeCheck, type MemberCaller } from './two-factor.service.js';
export { NO_PUBLISHED_PASSWORDS, PublishedPasswords, type WarnLog } from './published-passwords.js';
export { registerSecurityRoutes } from './security.routes.js';
export { randomFrom } from './crypto.js';

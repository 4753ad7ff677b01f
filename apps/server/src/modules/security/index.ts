/** Security: secrets, throttles, two-factor sign-in, login challenges and the chat's auth keys. */
export { randomToken, sameDigest } from './crypto.js';
export type { ChatAuthKeys } from './chat-auth.js';
export { NO_PUBLISHED_PASSWORDS, type PublishedPasswords } from './published-passwords.js';
export type { LoginChallengeRepository, TwoFactorRepository } from './security.repository.js';
export type { Throttle } from './throttle.js';
export { TwoFactorService } from './two-factor.service.js';

/** What the rest of the app uses of sign-in: the login page and modal, and the rules they share. */
import { lazyWithTexts } from '../../lib/lazy-page';
import { AUTH_TEXTS } from './texts';

export { AUTH_TEXTS };
export const LoginPage = lazyWithTexts(
  () => import('./components/LoginPage').then((m) => m.LoginPage),
  [AUTH_TEXTS],
);
export { LoginModalHost } from './components/LoginModalHost';
export { AUTH_STORAGE_KEYS, readFlag, writeFlag } from './auth-storage';
export { openLoginModal } from './auth-store';
export { FIREBASE_PROVIDER_NAMES, parseFirebaseSignIn, type FirebaseSignIn } from './firebase/sign-in';
export { useCaptcha } from './hooks/useCaptcha';
export { AFTER_PASSWORD_CHANGE, redirectAfterLogin } from './login-flow';
export { openLoginOnDesktop } from './open-login';
export { popupsAfterLogin } from './popup-rule';
export { checkPasswordChange, issueText, matchesPattern, type RuleIssue } from './validation';

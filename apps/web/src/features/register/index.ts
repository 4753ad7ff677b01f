/** Registration: the form, and what sign-in and the account pages share with it. */
import { lazyWithTexts } from '../../lib/lazy-page';
import { ACCOUNT_TEXTS } from '../account';

// Registration texts (reg_) live with the account texts.
export const RegisterView = lazyWithTexts(
  () => import('./components/RegisterView').then((m) => m.RegisterView),
  [ACCOUNT_TEXTS],
);
export { PENDING_FIREBASE_KEY, PENDING_TELEGRAM_KEY } from './api/register';
export type { FormField } from './field-rules';
export { usePasswordRule } from './hooks/useRegisterConfig';
export { serverMessage } from './server-message';

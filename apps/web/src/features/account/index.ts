/** What the rest of the app uses of the account feature (member centre, info bar, password rules). */
import { lazyWithTexts } from '../../lib/lazy-page';
import { ACCOUNT_TEXTS } from './texts';

export { ACCOUNT_TEXTS };
export const MemberCentre = lazyWithTexts(
  () => import('./components/MemberCentre').then((m) => m.MemberCentre),
  [ACCOUNT_TEXTS],
);
export const InfoBar = lazyWithTexts(
  () => import('./components/InfoBar').then((m) => m.InfoBar),
  [ACCOUNT_TEXTS],
);
export const MemberAvatar = lazyWithTexts(
  () => import('./components/MemberAvatar').then((m) => m.MemberAvatar),
  [ACCOUNT_TEXTS],
);
export const ChangePasswordForm = lazyWithTexts(
  () => import('./components/ChangePasswordForm').then((m) => m.ChangePasswordForm),
  [ACCOUNT_TEXTS],
);
export { isTrialAccount } from './member-pages';

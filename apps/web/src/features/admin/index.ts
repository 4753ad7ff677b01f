/** The back office under /admin: its own frame, loaded only when an /admin page is opened. */
import { lazyWithTexts } from '../../lib/lazy-page';
import { SUPPORT_TEXTS } from '../support';
import { WALLET_TEXTS } from '../wallet';
import { ADMIN_TEXTS } from './texts';

export { ADMIN_TEXTS };
// The feedback inbox names the feedback types with the player site's support texts, and member
// pages name wallets and ledger kinds with the wallet's, so both sides call them the same.
export const AdminApp = lazyWithTexts(
  () => import('./AdminApp').then((m) => m.AdminApp),
  [ADMIN_TEXTS, SUPPORT_TEXTS, WALLET_TEXTS],
);

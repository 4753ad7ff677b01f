/** The back office under /admin: its own frame, loaded only when an /admin page is opened. */
import { lazyWithTexts } from '../../lib/lazy-page';
import { ADMIN_TEXTS } from './texts';

export { ADMIN_TEXTS };
export const AdminApp = lazyWithTexts(() => import('./AdminApp').then((m) => m.AdminApp), [ADMIN_TEXTS]);

import { lazyWithTexts } from '../../lib/lazy-page';

/** Shown rarely, so downloaded only when the status says so (with its other-language texts). */
export const MaintenancePage = lazyWithTexts(() =>
  import('./components/MaintenancePage').then(async (m) => {
    await m.loadNoticeTexts();
    return m.MaintenancePage;
  }),
);

import { NoticeAdminPage } from './NoticeAdminPage';

/** The three notice views, one page each in the menu. */
export function NoticesPage() {
  return <NoticeAdminPage key="notices" view="notices" />;
}
export function BannersPage() {
  return <NoticeAdminPage key="banners" view="banners" />;
}
export function PopupsPage() {
  return <NoticeAdminPage key="popups" view="popups" />;
}

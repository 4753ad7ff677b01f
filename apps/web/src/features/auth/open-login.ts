import type { MouseEvent } from 'react';
import { openLoginModal } from './auth-store';

/** Desktop widths get the login modal; phones go to the /login page. */
const DESKTOP_QUERY = '(min-width: 768px)';

function isDesktop(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
}

/**
 * onClick of a link to /login: on desktop it opens the modal over the current page instead.
 * Modified clicks (new tab) and the login page itself keep the link's own behaviour.
 */
export function openLoginOnDesktop(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (window.location.pathname === '/login' || !isDesktop()) return;
  event.preventDefault();
  openLoginModal();
}

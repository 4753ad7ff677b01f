/** What the rest of the app uses of messages: inbox panel, notices, unread counts, events. */
import type { ComponentType } from 'react';
import { lazyWithTexts } from '../../lib/lazy-page';

/** The member-centre pages the messages fill in, by page id. */
export const MESSAGE_PANELS: Partial<Record<string, ComponentType>> = {
  messageV2: lazyWithTexts(() => import('./components/InboxPage').then((m) => m.InboxPage)),
};

export { MessageEvents } from './components/MessageEvents';
export const UnreadBadge = lazyWithTexts(() => import('./components/UnreadBadge').then((m) => m.UnreadBadge));
export { NoticesList } from './components/NoticesList';
export { MESSAGE_KEY, prefetchBanners, useBanners, usePopupList, useUnreadCounts } from './hooks/useMessages';
export { MESSAGE_TEXTS } from './texts';

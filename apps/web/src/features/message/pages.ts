import type { ComponentType } from 'react';
import { InboxPage } from './components/InboxPage';

/** The member-centre pages the messages fill in, by page id (spec 2). */
export const MESSAGE_PANELS: Partial<Record<string, ComponentType>> = {
  messageV2: InboxPage,
};

export { MessageEvents } from './components/MessageEvents';
export { UnreadBadge } from './components/UnreadBadge';

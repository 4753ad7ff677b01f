import type { AdminPageDef } from '../admin-pages';
import { ChatDeskPage } from './ChatDeskPage';
import { CustomerServicePage } from './CustomerServicePage';
import { FeedbackInboxPage } from './FeedbackInboxPage';
import { HelpTopicsPage } from './HelpTopicsPage';

/** Back-office pages of customer service: the chat desk, feedback, help topics and CS entries. */
export const SUPPORT_ADMIN_PAGES: AdminPageDef[] = [
  {
    path: 'support/chat',
    area: 'support',
    group: 'support',
    titleKey: 'sadm_chat_title',
    component: ChatDeskPage,
  },
  {
    path: 'support/feedback',
    area: 'support',
    group: 'support',
    titleKey: 'sadm_feedback_title',
    component: FeedbackInboxPage,
  },
  {
    path: 'support/customer-service',
    area: 'support',
    group: 'support',
    titleKey: 'sadm_cs_title',
    component: CustomerServicePage,
  },
  {
    path: 'content/help',
    area: 'content',
    group: 'content',
    titleKey: 'sadm_help_title',
    component: HelpTopicsPage,
  },
];

/** What the rest of the app uses of support: its pages, the tool bar and chat bubble, feedback. */
import { lazyWithTexts } from '../../lib/lazy-page';
import { SUPPORT_TEXTS } from './texts';

export { SUPPORT_TEXTS };
export const LiveChatPage = lazyWithTexts(
  () => import('./chat/LiveChatPage').then((m) => m.LiveChatPage),
  [SUPPORT_TEXTS],
);
export const HelpPage = lazyWithTexts(
  () => import('./help/HelpPage').then((m) => m.HelpPage),
  [SUPPORT_TEXTS],
);
export const HelpMemberCentrePage = lazyWithTexts(
  () => import('./help/HelpPage').then((m) => m.HelpMemberCentrePage),
  [SUPPORT_TEXTS],
);
export const DownloadPage = lazyWithTexts(
  () => import('./download/DownloadPage').then((m) => m.DownloadPage),
  [SUPPORT_TEXTS],
);
export const SpeedTestPage = lazyWithTexts(
  () => import('./speed/SpeedTestPage').then((m) => m.SpeedTestPage),
  [SUPPORT_TEXTS],
);
export { ChatBubble } from './chat/ChatBubble';
export { lastMessageId, mergeMessages, newClientMessageId, parseChatFrame } from './chat/chat-state';
export { SpeedTestTasks } from './speed/SpeedTestTasks';
export { FeedbackModalHost } from './feedback/FeedbackHost';
export { FEEDBACK_TYPE_NAMES } from './feedback/feedback-form';
export { openFeedback } from './feedback/feedback-store';
export { RightToolBar } from './toolbar/RightToolBar';
export { CustomerServiceScripts } from './scripts/CustomerServiceScripts';

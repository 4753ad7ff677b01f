export { LiveChatPage } from './chat/LiveChatPage';
export { ChatBubble } from './chat/ChatBubble';
export { HelpPage, HelpMemberCentrePage } from './help/HelpPage';
export { DownloadPage } from './download/DownloadPage';
export { SpeedTestPage } from './speed/SpeedTestPage';
export { SpeedTestTasks } from './speed/SpeedTestTasks';
export { FeedbackModalHost } from './feedback/FeedbackModal';
export { openFeedback } from './feedback/feedback-store';
export { RightToolBar } from './toolbar/RightToolBar';

/** Texts of the inbox, the notice board and the message toasts (msg_). */
const en = {
  msg_tab_inbox: 'Inbox',
  msg_tab_notices: 'Announcements',
  msg_filter: 'Show',
  msg_filter_all: 'All',
  msg_filter_N: 'Unread',
  msg_filter_Y: 'Read',
  msg_unread_count: '{{n}} unread',
  msg_read_all: 'Mark all as read',
  msg_load_failed: 'Could not load the messages. Please try again later.',
  msg_pages: 'Pages',
  msg_prev: 'Previous page',
  msg_next: 'Next page',
  msg_toast_inbox: 'New message',
  msg_toast_unread: 'You have unread messages',
  msg_toast_online: 'Message from the site',
};

/** English defines the key set every other language must fill. */
export type MessageTextKey = keyof typeof en;

export default en;

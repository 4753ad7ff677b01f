import type { MessageTextKey } from './en';

const ja: Record<MessageTextKey, string> = {
  msg_tab_inbox: '受信箱',
  msg_tab_notices: 'お知らせ',
  msg_filter: '表示',
  msg_filter_all: 'すべて',
  msg_filter_N: '未読',
  msg_filter_Y: '既読',
  msg_unread_count: '未読 {{n}} 件',
  msg_read_all: 'すべて既読にする',
  msg_load_failed: 'メッセージを読み込めませんでした。しばらくしてから再度お試しください。',
  msg_pages: 'ページ',
  msg_prev: '前のページ',
  msg_next: '次のページ',
  msg_toast_inbox: '新しいメッセージ',
  msg_toast_unread: '未読のメッセージがあります',
  msg_toast_online: 'サイトからのメッセージ',
};

export default ja;

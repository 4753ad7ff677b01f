import type { MessageTextKey } from './en';

const cn: Record<MessageTextKey, string> = {
  msg_tab_inbox: '站内信',
  msg_tab_notices: '公告',
  msg_filter: '显示',
  msg_filter_all: '全部',
  msg_filter_N: '未读',
  msg_filter_Y: '已读',
  msg_unread_count: '{{n}} 条未读',
  msg_read_all: '全部标为已读',
  msg_load_failed: '无法加载消息，请稍后再试。',
  msg_pages: '分页',
  msg_prev: '上一页',
  msg_next: '下一页',
  msg_toast_inbox: '您有一条新消息',
  msg_toast_unread: '您有未读消息',
  msg_toast_online: '站点消息',
};

export default cn;

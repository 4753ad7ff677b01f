import type { MessageTextKey } from './en';

const tw: Record<MessageTextKey, string> = {
  msg_tab_inbox: '站內信',
  msg_tab_notices: '公告',
  msg_filter: '顯示',
  msg_filter_all: '全部',
  msg_filter_N: '未讀',
  msg_filter_Y: '已讀',
  msg_unread_count: '{{n}} 則未讀',
  msg_read_all: '全部標為已讀',
  msg_load_failed: '無法載入訊息，請稍後再試。',
  msg_pages: '分頁',
  msg_prev: '上一頁',
  msg_next: '下一頁',
  msg_toast_inbox: '您有一則新訊息',
  msg_toast_unread: '您有未讀訊息',
  msg_toast_online: '站點訊息',
};

export default tw;

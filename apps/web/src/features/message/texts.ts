import { defineTexts } from '../../lib/i18n/ui/bundle';

/** Texts of the inbox, the notice board and the message toasts (msg_). */
const EN = {
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
  msg_toast_online: 'Message from the site',
};

type Texts = Record<keyof typeof EN, string>;

const CN: Texts = {
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
  msg_toast_online: '站点消息',
};

const TW: Texts = {
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
  msg_toast_online: '站點訊息',
};

const JA: Texts = {
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
  msg_toast_online: 'サイトからのメッセージ',
};

const TH: Texts = {
  msg_tab_inbox: 'กล่องข้อความ',
  msg_tab_notices: 'ประกาศ',
  msg_filter: 'แสดง',
  msg_filter_all: 'ทั้งหมด',
  msg_filter_N: 'ยังไม่อ่าน',
  msg_filter_Y: 'อ่านแล้ว',
  msg_unread_count: 'ยังไม่อ่าน {{n}} ข้อความ',
  msg_read_all: 'ทำเครื่องหมายว่าอ่านทั้งหมด',
  msg_load_failed: 'ไม่สามารถโหลดข้อความได้ กรุณาลองใหม่ภายหลัง',
  msg_pages: 'หน้า',
  msg_prev: 'หน้าก่อนหน้า',
  msg_next: 'หน้าถัดไป',
  msg_toast_inbox: 'ข้อความใหม่',
  msg_toast_online: 'ข้อความจากเว็บไซต์',
};

const VI: Texts = {
  msg_tab_inbox: 'Hộp thư',
  msg_tab_notices: 'Thông báo',
  msg_filter: 'Hiển thị',
  msg_filter_all: 'Tất cả',
  msg_filter_N: 'Chưa đọc',
  msg_filter_Y: 'Đã đọc',
  msg_unread_count: '{{n}} chưa đọc',
  msg_read_all: 'Đánh dấu tất cả đã đọc',
  msg_load_failed: 'Không tải được tin nhắn. Vui lòng thử lại sau.',
  msg_pages: 'Trang',
  msg_prev: 'Trang trước',
  msg_next: 'Trang sau',
  msg_toast_inbox: 'Tin nhắn mới',
  msg_toast_online: 'Tin nhắn từ trang',
};

export const MESSAGE_TEXTS = defineTexts({ EN, CN, TW, JA, TH, VI });

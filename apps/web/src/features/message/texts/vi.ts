import type { MessageTextKey } from './en';

const vi: Record<MessageTextKey, string> = {
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
  msg_toast_unread: 'Bạn có tin nhắn chưa đọc',
  msg_toast_online: 'Tin nhắn từ trang',
};

export default vi;

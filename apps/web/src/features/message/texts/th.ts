import type { MessageTextKey } from './en';

const th: Record<MessageTextKey, string> = {
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
  msg_toast_unread: 'คุณมีข้อความที่ยังไม่ได้อ่าน',
  msg_toast_online: 'ข้อความจากเว็บไซต์',
};

export default th;

import type { LanguageCode } from '@platform/shared';

/**
 * The Lotus Games catalogue: twelve themed 5x3 slots sharing one math model (slot-math.ts) and
 * one crash game. A theme only changes colours, the title and how the symbols are drawn.
 */

export const SLOT_CODES = [
  'lotus_fortune',
  'jade_dragon',
  'golden_koi',
  'lucky_lantern',
  'phoenix_rise',
  'tiger_treasure',
  'lotus_blossom',
  'mystic_panda',
  'emperor_gold',
  'silk_road',
  'moon_festival',
  'cherry_spin',
] as const;
export type SlotCode = (typeof SLOT_CODES)[number];
export const CRASH_CODE = 'lotus_crash';
export type LotusGameCode = SlotCode | typeof CRASH_CODE;

/** Platform vendor codes in the callback path: the slots and the crash game are two vendor rows. */
export const SLOT_VENDOR_CODE = 'LOTUS';
export const CRASH_VENDOR_CODE = 'LOTUSX';
/** Vendors served by this platform: their rows hold LOTUS_VENDOR_SECRET. */
export const BUILTIN_VENDOR_CODES: readonly string[] = [SLOT_VENDOR_CODE, CRASH_VENDOR_CODE];

export function isSlotCode(code: string): code is SlotCode {
  return (SLOT_CODES as readonly string[]).includes(code);
}
export function isLotusGame(code: string): code is LotusGameCode {
  return isSlotCode(code) || code === CRASH_CODE;
}
export function vendorCodeOf(code: LotusGameCode): string {
  return code === CRASH_CODE ? CRASH_VENDOR_CODE : SLOT_VENDOR_CODE;
}

export interface Theme {
  /** Page background gradient (top, bottom), reel frame and accent colours. */
  background: [string, string];
  frame: string;
  accent: string;
  /** Glyphs of the three high symbols (slot-math ids 2-4), the wild and the scatter. */
  highs: [string, string, string];
  wild: string;
  scatter: string;
}

/** Glyphs come from CJK and DejaVu fonts (present on phones and desktops alike), not colour emoji. */
export const THEMES: Record<SlotCode, Theme> = {
  lotus_fortune: {
    background: ['#3b0a2a', '#12030d'],
    frame: '#f2b8d4',
    accent: '#ffd36b',
    highs: ['蓮', '福', '金'],
    wild: '財',
    scatter: '✿',
  },
  jade_dragon: {
    background: ['#073b2c', '#02140f'],
    frame: '#7fe0b5',
    accent: '#d9ffcf',
    highs: ['龍', '玉', '珠'],
    wild: '翠',
    scatter: '☯',
  },
  golden_koi: {
    background: ['#0a2d4a', '#03101d'],
    frame: '#ffb347',
    accent: '#ffe08a',
    highs: ['鯉', '錦', '池'],
    wild: '金',
    scatter: '❀',
  },
  lucky_lantern: {
    background: ['#4a0707', '#180202'],
    frame: '#ff6b5b',
    accent: '#ffd36b',
    highs: ['燈', '喜', '春'],
    wild: '吉',
    scatter: '✺',
  },
  phoenix_rise: {
    background: ['#4a1a02', '#170700'],
    frame: '#ff9a3c',
    accent: '#ffe2a0',
    highs: ['鳳', '火', '羽'],
    wild: '凰',
    scatter: '☀',
  },
  tiger_treasure: {
    background: ['#3d2a00', '#140e00'],
    frame: '#f5c542',
    accent: '#fff1b8',
    highs: ['虎', '寶', '山'],
    wild: '王',
    scatter: '✦',
  },
  lotus_blossom: {
    background: ['#2b1446', '#0c0517'],
    frame: '#d7a6ff',
    accent: '#ffd1f0',
    highs: ['荷', '露', '蝶'],
    wild: '蓮',
    scatter: '❁',
  },
  mystic_panda: {
    background: ['#10331c', '#040f08'],
    frame: '#b6f09c',
    accent: '#ffffff',
    highs: ['熊', '竹', '茶'],
    wild: '貓',
    scatter: '☘',
  },
  emperor_gold: {
    background: ['#3a2a05', '#100b01'],
    frame: '#e8c15a',
    accent: '#fff4c2',
    highs: ['帝', '璽', '冠'],
    wild: '皇',
    scatter: '♛',
  },
  silk_road: {
    background: ['#3f2611', '#140b04'],
    frame: '#e0a96d',
    accent: '#ffe6c2',
    highs: ['駝', '絲', '商'],
    wild: '路',
    scatter: '✧',
  },
  moon_festival: {
    background: ['#0c1740', '#030716'],
    frame: '#9fb8ff',
    accent: '#fff2b0',
    highs: ['月', '兔', '餅'],
    wild: '圓',
    scatter: '☾',
  },
  cherry_spin: {
    background: ['#45102a', '#16040d'],
    frame: '#ff8fb8',
    accent: '#ffe3ef',
    highs: ['櫻', '梅', '桃'],
    wild: '花',
    scatter: '♥',
  },
};
/** Low symbols (ids 5-9) are card ranks in every theme. */
export const LOW_GLYPHS = ['A', 'K', 'Q', 'J', '10'] as const;

/** Crash page colours. */
export const CRASH_THEME = {
  background: ['#0b1b3a', '#02060f'] as [string, string],
  frame: '#5ad1ff',
  accent: '#ffd36b',
};

type Titles = Record<LanguageCode, string>;
export const TITLES: Record<LotusGameCode, Titles> = {
  lotus_fortune: {
    EN: 'Lotus Fortune',
    CN: '莲花财富',
    TW: '蓮花財富',
    JA: 'ロータス・フォーチュン',
    TH: 'โลตัสฟอร์จูน',
    VI: 'Hoa Sen Phú Quý',
  },
  jade_dragon: {
    EN: 'Jade Dragon',
    CN: '翡翠神龙',
    TW: '翡翠神龍',
    JA: '翡翠の龍',
    TH: 'มังกรหยก',
    VI: 'Rồng Ngọc Bích',
  },
  golden_koi: {
    EN: 'Golden Koi',
    CN: '黄金锦鲤',
    TW: '黃金錦鯉',
    JA: '黄金の鯉',
    TH: 'ปลาคาร์ปทองคำ',
    VI: 'Cá Chép Vàng',
  },
  lucky_lantern: {
    EN: 'Lucky Lantern',
    CN: '幸运灯笼',
    TW: '幸運燈籠',
    JA: 'ラッキーランタン',
    TH: 'โคมนำโชค',
    VI: 'Đèn Lồng May Mắn',
  },
  phoenix_rise: {
    EN: 'Phoenix Rise',
    CN: '凤凰涅槃',
    TW: '鳳凰涅槃',
    JA: '鳳凰の目覚め',
    TH: 'หงส์ผงาด',
    VI: 'Phượng Hoàng Trỗi Dậy',
  },
  tiger_treasure: {
    EN: 'Tiger Treasure',
    CN: '虎王宝藏',
    TW: '虎王寶藏',
    JA: '虎の秘宝',
    TH: 'สมบัติพยัคฆ์',
    VI: 'Kho Báu Mãnh Hổ',
  },
  lotus_blossom: {
    EN: 'Lotus Blossom',
    CN: '莲花盛开',
    TW: '蓮花盛開',
    JA: '蓮の花',
    TH: 'ดอกบัวบาน',
    VI: 'Sen Nở Rộ',
  },
  mystic_panda: {
    EN: 'Mystic Panda',
    CN: '神秘熊猫',
    TW: '神秘熊貓',
    JA: 'ミスティックパンダ',
    TH: 'แพนด้าลึกลับ',
    VI: 'Gấu Trúc Huyền Bí',
  },
  emperor_gold: {
    EN: 'Emperor Gold',
    CN: '帝王黄金',
    TW: '帝王黃金',
    JA: '皇帝の黄金',
    TH: 'ทองจักรพรรดิ',
    VI: 'Vàng Hoàng Đế',
  },
  silk_road: {
    EN: 'Silk Road',
    CN: '丝绸之路',
    TW: '絲綢之路',
    JA: 'シルクロード',
    TH: 'เส้นทางสายไหม',
    VI: 'Con Đường Tơ Lụa',
  },
  moon_festival: {
    EN: 'Moon Festival',
    CN: '中秋月圆',
    TW: '中秋月圓',
    JA: '中秋の名月',
    TH: 'เทศกาลไหว้พระจันทร์',
    VI: 'Tết Trung Thu',
  },
  cherry_spin: {
    EN: 'Cherry Spin',
    CN: '樱花旋转',
    TW: '櫻花旋轉',
    JA: 'チェリースピン',
    TH: 'เชอร์รี่สปิน',
    VI: 'Vòng Quay Anh Đào',
  },
  lotus_crash: {
    EN: 'Lotus Crash',
    CN: '莲花爆点',
    TW: '蓮花爆點',
    JA: 'ロータス・クラッシュ',
    TH: 'โลตัสแครช',
    VI: 'Lotus Bùng Nổ',
  },
};

import type { DrawKind } from './lottery-fairness.js';
import type { LanguageCode } from './languages.js';
import { PLAY_NAMES, type PlayCode } from './lottery-play-names.js';

/**
 * The play menu of each kind of game as field clients know it: every play type has a numeric
 * `playId` (what their slips name), sits in a group, and says how the clients' ball rows map to
 * our content (see lottery-rules: comma lists, positions separated by `|`).
 *
 * The ids are part of the wire contract: never renumber one, only add.
 */
export interface MenuPlay {
  playId: number;
  code: PlayCode;
  /** Ball rows the client sends: one per position, or 1 for a plain list of numbers. */
  rows: number;
  /** Characters of one number when a row comes without separators ("135" = 1,3,5); null: always separated. */
  width: number | null;
  /** Rows that compose numbers digit by digit ("0_4_1" = 041) instead of naming positions. */
  composes?: boolean;
  /** Words clients send for the options ("大" = B). */
  words?: Readonly<Record<string, string>>;
}

export interface MenuGroup {
  code: 'DIRECT' | 'POSITION' | 'BSOE' | 'ANY' | 'SUM' | 'TRIPLE' | 'SPECIAL' | 'LO';
  plays: readonly MenuPlay[];
}

const BSOE_WORDS = { 大: 'B', 小: 'S', 单: 'O', 双: 'E', 單: 'O', 雙: 'E' } as const;

export const PLAY_MENU: Record<DrawKind, readonly MenuGroup[]> = {
  digits: [
    {
      code: 'DIRECT',
      plays: [
        { playId: 1001, code: '5D_DIRECT', rows: 5, width: 1 },
        { playId: 1002, code: '4D_DIRECT', rows: 4, width: 1 },
        { playId: 1003, code: '3D_FRONT_DIRECT', rows: 3, width: 1 },
        { playId: 1004, code: '3D_BACK_DIRECT', rows: 3, width: 1 },
        { playId: 1005, code: '2D_BACK_DIRECT', rows: 2, width: 1 },
      ],
    },
    { code: 'POSITION', plays: [{ playId: 1006, code: '1D_POSITION', rows: 5, width: 1 }] },
    { code: 'BSOE', plays: [{ playId: 1007, code: 'SUM_BSOE', rows: 1, width: 1, words: BSOE_WORDS }] },
  ],
  pick: [
    {
      code: 'ANY',
      plays: [1, 2, 3, 4, 5].map((n) => ({
        playId: 2000 + n,
        code: `ANY_${n}` as PlayCode,
        rows: 1,
        width: 2,
      })),
    },
    {
      code: 'DIRECT',
      plays: [
        { playId: 2006, code: 'FRONT2_DIRECT', rows: 2, width: 2 },
        { playId: 2007, code: 'FRONT3_DIRECT', rows: 3, width: 2 },
      ],
    },
  ],
  race: [
    {
      code: 'DIRECT',
      plays: [
        { playId: 3001, code: 'FIRST_DIRECT', rows: 1, width: 2 },
        { playId: 3002, code: 'FIRST2_DIRECT', rows: 2, width: 2 },
      ],
    },
    { code: 'POSITION', plays: [{ playId: 3003, code: 'POSITION', rows: 10, width: 2 }] },
  ],
  dice: [
    { code: 'SUM', plays: [{ playId: 4001, code: 'SUM', rows: 1, width: null }] },
    {
      code: 'TRIPLE',
      plays: [
        { playId: 4002, code: 'TRIPLE_ANY', rows: 1, width: 3 },
        { playId: 4003, code: 'TRIPLE_ONE', rows: 1, width: 3 },
      ],
    },
  ],
  vn: [
    {
      code: 'SPECIAL',
      plays: [
        { playId: 5001, code: 'DE', rows: 1, width: 2, composes: true },
        { playId: 5002, code: '3CANG', rows: 1, width: 3, composes: true },
      ],
    },
    { code: 'LO', plays: [{ playId: 5003, code: 'LO', rows: 1, width: 2, composes: true }] },
  ],
};

/** The play of a kind's menu by its id, or undefined when the kind has no such play. */
export function menuPlayOf(kind: DrawKind, playId: number): MenuPlay | undefined {
  for (const group of PLAY_MENU[kind]) {
    const play = group.plays.find((p) => p.playId === playId);
    if (play) return play;
  }
  return undefined;
}

export const PLAY_GROUP_NAMES: Record<LanguageCode, Record<MenuGroup['code'], string>> = {
  CN: {
    DIRECT: '直选',
    POSITION: '定位胆',
    BSOE: '大小单双',
    ANY: '任选',
    SUM: '和值',
    TRIPLE: '三同号',
    SPECIAL: '特别号',
    LO: '任意奖 (Lô)',
  },
  TW: {
    DIRECT: '直選',
    POSITION: '定位膽',
    BSOE: '大小單雙',
    ANY: '任選',
    SUM: '和值',
    TRIPLE: '三同號',
    SPECIAL: '特別號',
    LO: '任意獎 (Lô)',
  },
  JA: {
    DIRECT: 'ストレート',
    POSITION: '位置指定',
    BSOE: '大小・奇偶',
    ANY: '任意',
    SUM: '合計',
    TRIPLE: 'ゾロ目',
    SPECIAL: '特別賞',
    LO: 'Lô',
  },
  EN: {
    DIRECT: 'Direct',
    POSITION: 'Position',
    BSOE: 'Big/small/odd/even',
    ANY: 'Any',
    SUM: 'Sum',
    TRIPLE: 'Triples',
    SPECIAL: 'Special prize',
    LO: 'Lô',
  },
  TH: {
    DIRECT: 'ตรง',
    POSITION: 'ตามตำแหน่ง',
    BSOE: 'สูง/ต่ำ/คี่/คู่',
    ANY: 'เลือกอิสระ',
    SUM: 'ผลรวม',
    TRIPLE: 'ตอง',
    SPECIAL: 'รางวัลพิเศษ',
    LO: 'Lô',
  },
  VI: {
    DIRECT: 'Trực tiếp',
    POSITION: 'Theo vị trí',
    BSOE: 'Tài/xỉu/lẻ/chẵn',
    ANY: 'Chọn tự do',
    SUM: 'Tổng',
    TRIPLE: 'Bộ ba',
    SPECIAL: 'Giải đặc biệt',
    LO: 'Lô',
  },
};

/** A play's and a group's name in a language. */
export const playNameOf = (language: LanguageCode, code: PlayCode): string => PLAY_NAMES[language][code];
export const groupNameOf = (language: LanguageCode, code: MenuGroup['code']): string =>
  PLAY_GROUP_NAMES[language][code];

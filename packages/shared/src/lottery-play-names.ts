import type { LanguageCode } from './languages.js';

/**
 * What each play type is called, per shipped language: the betting page shows it and the
 * field clients' play menu (`/lgw/games/{id}/play_menu`) sends it as `playName`.
 */
export type PlayCode =
  | '5D_DIRECT'
  | '4D_DIRECT'
  | '3D_FRONT_DIRECT'
  | '3D_BACK_DIRECT'
  | '2D_BACK_DIRECT'
  | '1D_POSITION'
  | 'SUM_BSOE'
  | 'ANY_1'
  | 'ANY_2'
  | 'ANY_3'
  | 'ANY_4'
  | 'ANY_5'
  | 'FRONT2_DIRECT'
  | 'FRONT3_DIRECT'
  | 'FIRST_DIRECT'
  | 'FIRST2_DIRECT'
  | 'POSITION'
  | 'SUM'
  | 'TRIPLE_ANY'
  | 'TRIPLE_ONE'
  | 'DE'
  | '3CANG'
  | 'LO';

export const PLAY_NAMES_CN: Record<PlayCode, string> = {
  '5D_DIRECT': '五星直选',
  '4D_DIRECT': '四星直选',
  '3D_FRONT_DIRECT': '前三直选',
  '3D_BACK_DIRECT': '后三直选',
  '2D_BACK_DIRECT': '后二直选',
  '1D_POSITION': '定位胆',
  SUM_BSOE: '总和大小单双',
  ANY_1: '任选一',
  ANY_2: '任选二',
  ANY_3: '任选三',
  ANY_4: '任选四',
  ANY_5: '任选五',
  FRONT2_DIRECT: '前二直选',
  FRONT3_DIRECT: '前三直选',
  FIRST_DIRECT: '冠军',
  FIRST2_DIRECT: '冠亚军直选',
  POSITION: '定位胆',
  SUM: '和值',
  TRIPLE_ANY: '三同号通选',
  TRIPLE_ONE: '三同号单选',
  DE: '特别号尾二 (Đề)',
  '3CANG': '特别号尾三 (3 càng)',
  LO: '任意奖尾二 (Lô)',
};

export const PLAY_NAMES_TW: Record<PlayCode, string> = {
  '5D_DIRECT': '五星直選',
  '4D_DIRECT': '四星直選',
  '3D_FRONT_DIRECT': '前三直選',
  '3D_BACK_DIRECT': '後三直選',
  '2D_BACK_DIRECT': '後二直選',
  '1D_POSITION': '定位膽',
  SUM_BSOE: '總和大小單雙',
  ANY_1: '任選一',
  ANY_2: '任選二',
  ANY_3: '任選三',
  ANY_4: '任選四',
  ANY_5: '任選五',
  FRONT2_DIRECT: '前二直選',
  FRONT3_DIRECT: '前三直選',
  FIRST_DIRECT: '冠軍',
  FIRST2_DIRECT: '冠亞軍直選',
  POSITION: '定位膽',
  SUM: '和值',
  TRIPLE_ANY: '三同號通選',
  TRIPLE_ONE: '三同號單選',
  DE: '特別號尾二 (Đề)',
  '3CANG': '特別號尾三 (3 càng)',
  LO: '任意獎尾二 (Lô)',
};

export const PLAY_NAMES_JA: Record<PlayCode, string> = {
  '5D_DIRECT': '5桁ストレート',
  '4D_DIRECT': '4桁ストレート',
  '3D_FRONT_DIRECT': '前3桁ストレート',
  '3D_BACK_DIRECT': '後3桁ストレート',
  '2D_BACK_DIRECT': '後2桁ストレート',
  '1D_POSITION': '位置指定',
  SUM_BSOE: '合計の大小・奇偶',
  ANY_1: '任意1',
  ANY_2: '任意2',
  ANY_3: '任意3',
  ANY_4: '任意4',
  ANY_5: '任意5',
  FRONT2_DIRECT: '前2ストレート',
  FRONT3_DIRECT: '前3ストレート',
  FIRST_DIRECT: '1着',
  FIRST2_DIRECT: '1着・2着',
  POSITION: '着順指定',
  SUM: '合計',
  TRIPLE_ANY: 'ゾロ目（どれでも）',
  TRIPLE_ONE: 'ゾロ目（指定）',
  DE: 'Đề（特別賞の下2桁）',
  '3CANG': '3 càng（特別賞の下3桁）',
  LO: 'Lô（全賞の下2桁）',
};

export const PLAY_NAMES_EN: Record<PlayCode, string> = {
  '5D_DIRECT': '5 digits direct',
  '4D_DIRECT': '4 digits direct',
  '3D_FRONT_DIRECT': 'Front 3 direct',
  '3D_BACK_DIRECT': 'Back 3 direct',
  '2D_BACK_DIRECT': 'Back 2 direct',
  '1D_POSITION': 'Position',
  SUM_BSOE: 'Sum big/small/odd/even',
  ANY_1: 'Any 1',
  ANY_2: 'Any 2',
  ANY_3: 'Any 3',
  ANY_4: 'Any 4',
  ANY_5: 'Any 5',
  FRONT2_DIRECT: 'Front 2 direct',
  FRONT3_DIRECT: 'Front 3 direct',
  FIRST_DIRECT: 'Champion',
  FIRST2_DIRECT: 'Champion and runner-up',
  POSITION: 'Position',
  SUM: 'Sum',
  TRIPLE_ANY: 'Any triple',
  TRIPLE_ONE: 'Single triple',
  DE: 'Đề (last 2 of special)',
  '3CANG': '3 càng (last 3 of special)',
  LO: 'Lô (2 digits, any prize)',
};

export const PLAY_NAMES_TH: Record<PlayCode, string> = {
  '5D_DIRECT': '5 ตัวตรง',
  '4D_DIRECT': '4 ตัวตรง',
  '3D_FRONT_DIRECT': '3 ตัวหน้าตรง',
  '3D_BACK_DIRECT': '3 ตัวท้ายตรง',
  '2D_BACK_DIRECT': '2 ตัวท้ายตรง',
  '1D_POSITION': 'วิ่งตามหลัก',
  SUM_BSOE: 'ผลรวม สูง/ต่ำ/คี่/คู่',
  ANY_1: 'เลือก 1',
  ANY_2: 'เลือก 2',
  ANY_3: 'เลือก 3',
  ANY_4: 'เลือก 4',
  ANY_5: 'เลือก 5',
  FRONT2_DIRECT: '2 ตัวหน้าตรง',
  FRONT3_DIRECT: '3 ตัวหน้าตรง',
  FIRST_DIRECT: 'อันดับ 1',
  FIRST2_DIRECT: 'อันดับ 1 และ 2',
  POSITION: 'ตามอันดับ',
  SUM: 'ผลรวม',
  TRIPLE_ANY: 'ตองใดก็ได้',
  TRIPLE_ONE: 'ตองระบุ',
  DE: 'Đề (2 ตัวท้ายรางวัลพิเศษ)',
  '3CANG': '3 càng (3 ตัวท้ายรางวัลพิเศษ)',
  LO: 'Lô (2 ตัวท้ายทุกรางวัล)',
};

export const PLAY_NAMES_VI: Record<PlayCode, string> = {
  '5D_DIRECT': '5 số trực tiếp',
  '4D_DIRECT': '4 số trực tiếp',
  '3D_FRONT_DIRECT': '3 số đầu trực tiếp',
  '3D_BACK_DIRECT': '3 số cuối trực tiếp',
  '2D_BACK_DIRECT': '2 số cuối trực tiếp',
  '1D_POSITION': 'Theo vị trí',
  SUM_BSOE: 'Tổng tài/xỉu/lẻ/chẵn',
  ANY_1: 'Chọn 1',
  ANY_2: 'Chọn 2',
  ANY_3: 'Chọn 3',
  ANY_4: 'Chọn 4',
  ANY_5: 'Chọn 5',
  FRONT2_DIRECT: '2 số đầu trực tiếp',
  FRONT3_DIRECT: '3 số đầu trực tiếp',
  FIRST_DIRECT: 'Hạng nhất',
  FIRST2_DIRECT: 'Hạng nhất và nhì',
  POSITION: 'Theo hạng',
  SUM: 'Tổng',
  TRIPLE_ANY: 'Bộ ba bất kỳ',
  TRIPLE_ONE: 'Bộ ba chỉ định',
  DE: 'Đề',
  '3CANG': '3 càng',
  LO: 'Lô',
};

export const PLAY_NAMES: Record<LanguageCode, Record<PlayCode, string>> = {
  CN: PLAY_NAMES_CN,
  TW: PLAY_NAMES_TW,
  JA: PLAY_NAMES_JA,
  EN: PLAY_NAMES_EN,
  TH: PLAY_NAMES_TH,
  VI: PLAY_NAMES_VI,
};

/** The betting page's text keys of the play names (`lot_play_<code>`). */
export function playTextsOf(names: Record<PlayCode, string>): Record<`lot_play_${PlayCode}`, string> {
  return Object.fromEntries(
    Object.entries(names).map(([code, name]) => [`lot_play_${code}`, name]),
  ) as Record<`lot_play_${PlayCode}`, string>;
}

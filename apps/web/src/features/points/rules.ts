import {
  ACCOUNT_RULES,
  LABELLED_REWARD_TYPES,
  POINT_RANGE_END_EXTENSION_MS,
  POINT_RANGE_MAX_DAYS,
  POINTS_CURRENCY,
  isPositiveDecimal,
  pointsCost,
  tryDecimalToMinor,
  unitOf,
  type RedeemType,
  type RewardType,
} from '@platform/shared';
import { addDays, dayOf, type Day, type DayRange } from '../../lib/date-range';

/**
 * The browser-side rules of the points mall: how many rewards a type shows,
 * the redeem form's checks in their fixed order, the points-plus-money forcing, and the points
 * date ranges. Kept free of React so the order of the checks can be tested on its own.
 */

/** Rewards shown per type in the "All" view before expanding. */
export const SHOWN_PER_TYPE = 3;
/** Rewards shown when one type is selected. */
export const SHOWN_WHEN_SELECTED = 7;
/** Rewards shown once a type is expanded: effectively all of them. */
export const SHOWN_EXPANDED = 1000;
/** Points date ranges span at most this many days. */
export const RANGE_MAX_DAYS = POINT_RANGE_MAX_DAYS;
/** Reward image galleries loop only above this many images. */
export const GALLERY_LOOP_ABOVE = 5;

/** How many rewards of one type to show, given the type filter and whether it is expanded. */
export function shownCount(selectedType: number | null, expanded: boolean): number {
  if (expanded) return SHOWN_EXPANDED;
  return selectedType === null ? SHOWN_PER_TYPE : SHOWN_WHEN_SELECTED;
}

/** The part of a type's rewards on screen, and whether a show-more button is needed. */
export function visibleRewards<T>(
  rewards: readonly T[],
  selectedType: number | null,
  expanded: boolean,
): { shown: T[]; more: boolean } {
  const limit = shownCount(selectedType, expanded);
  return { shown: rewards.slice(0, limit), more: rewards.length > limit };
}

/** The price fields of a reward that decide how it can be paid for. */
export interface RewardPrice {
  price: number | string | null;
  mpPointAmount: number | string | null;
  mpMoneyAmount: number | string | null;
  displayPointMoneyAmt: 'Y' | 'N';
}

function positive(value: number | string | null | undefined): boolean {
  return isPositiveDecimal(value, POINTS_CURRENCY);
}

/** A reward without a points price can only be bought with points plus money. */
export function forcedRedeemType(reward: RewardPrice, chosen: RedeemType): RedeemType {
  return positive(reward.price) ? chosen : 'PM';
}

/** Whether points plus money is offered: flagged Y, or the only way when there is no points price. */
export function offersPointsPlusMoney(reward: RewardPrice): boolean {
  return reward.displayPointMoneyAmt === 'Y' || !positive(reward.price);
}

/** Whether the reward offers both payment ways, so the form shows the choice. */
export function offersBothWays(reward: RewardPrice): boolean {
  return positive(reward.price) && offersPointsPlusMoney(reward);
}

/** The redeem type a form opens with: points when the reward has a points price. */
export function initialRedeemType(reward: RewardPrice): RedeemType {
  return forcedRedeemType(reward, 'P');
}

/**
 * What one unit costs for the redeem type in force, in minor units: points (POINTS_CURRENCY), and
 * money of the merchant currency for PM. A price that is no amount counts as nothing.
 */
export function unitCost(
  reward: RewardPrice,
  type: RedeemType,
  currency: string,
): { points: bigint; money: bigint } {
  const minor = (value: number | string | null, of: string) => tryDecimalToMinor(value ?? 0, of) ?? 0n;
  return type === 'PM'
    ? { points: minor(reward.mpPointAmount, POINTS_CURRENCY), money: minor(reward.mpMoneyAmount, currency) }
    : { points: minor(reward.price, POINTS_CURRENCY), money: 0n };
}

/** Quantity kept between 1 and the inventory; anything unreadable becomes 1. */
export function clampQuantity(value: number | string, inventory: number): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.max(1, Math.min(n, Math.max(1, inventory)));
}

export interface RedeemFields {
  line: string;
  password: string;
  name: string;
  address: string;
  telphone: string;
}

export type RedeemField = keyof RedeemFields;

/** Each empty field has its own prompt; a bad telephone is br_enright_cphone. */
export const REDEEM_PROMPTS: Record<RedeemField, string> = {
  line: 'pm_prompt_line',
  password: 'pm_prompt_password',
  name: 'pm_prompt_name',
  address: 'pm_prompt_address',
  telphone: 'pm_prompt_telphone',
};

export interface RedeemIssue {
  field: RedeemField;
  key: string;
}

/**
 * The first problem of the redeem form, in the spec's order: LINE id (only when the form shows
 * it), payment password, name, address, telephone; the telephone must also be digits within
 * the mobile bounds, else br_enright_cphone. Null when the form may be sent.
 */
export function redeemIssue(
  fields: RedeemFields,
  options: { askLine: boolean; phone?: { min: number; max: number } },
): RedeemIssue | null {
  const order: RedeemField[] = options.askLine
    ? ['line', 'password', 'name', 'address', 'telphone']
    : ['password', 'name', 'address', 'telphone'];
  for (const field of order) {
    const value = field === 'password' ? fields.password : fields[field].trim();
    if (!value) return { field, key: REDEEM_PROMPTS[field] };
  }
  const phone = fields.telphone.trim();
  const bounds = options.phone ?? ACCOUNT_RULES.mobile;
  if (!/^[0-9]+$/.test(phone) || phone.length < bounds.min || phone.length > bounds.max) {
    return { field: 'telphone', key: 'br_enright_cphone' };
  }
  return null;
}

/** The default points range: today only. */
export function todayRange(now: number = Date.now()): DayRange {
  const today = dayOf(now);
  return { start: today, end: today };
}

function midnightOf(day: Day): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).getTime();
}

/** The range as epoch milliseconds: start of the first day, end of the last day (+86399000 ms). */
export function rangeMillis(range: DayRange): { start: number; end: number } {
  return { start: midnightOf(range.start), end: midnightOf(range.end) + POINT_RANGE_END_EXTENSION_MS };
}

/** The last `days` days up to today. */
export function lastDaysRange(days: number, now: number = Date.now()): DayRange {
  const today = dayOf(now);
  return { start: addDays(today, -(days - 1)), end: today };
}

/** Types 1, 2 and 3 have labels of their own; others use the server's name in the page language. */
export function rewardTypeLabel(type: RewardType, language: string, t: (key: string) => string): string {
  if ((LABELLED_REWARD_TYPES as readonly number[]).includes(type.typeId)) return t(`pm_type_${type.typeId}`);
  const names = parseNames(type.i18nStr);
  const code = language.toLowerCase();
  return names[code] || (code === 'cn' || code === 'tw' ? type.chineseName || type.name : type.name);
}

function parseNames(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    const names: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' && value.trim()) names[key.toLowerCase()] = value;
    }
    return names;
  } catch {
    return {};
  }
}
/** Conversion money as typed, in minor units, or null unless it is an amount of at least 1. */
export function conversionAmount(text: string, currency: string): bigint | null {
  const minor = tryDecimalToMinor(text, currency);
  return minor !== null && minor >= unitOf(currency) ? minor : null;
}

/** Conversion: an amount below 1 (or unreadable) is raised to 1 when the field is left. */
export function raisedConversionAmount(text: string, currency: string): string {
  return conversionAmount(text, currency) === null ? '1' : text.trim();
}

/**
 * Points a conversion of `amount` money (minor units) costs at the exchange rate, in
 * points minor units, rounded up exactly as the server books it.
 */
export function conversionPoints(amount: bigint, rate: number, currency: string): bigint {
  return pointsCost(amount, Math.round(rate * 10_000), currency);
}

import { POINTS_CURRENCY, type LanguageCode, type RewardType } from '@platform/shared';
import { formTextsToInput, textsToForm, type FormTexts } from '../content-languages';
import type { AdminReward, AdminRewardInput } from '../api/points-admin';
import { checkText, intIn, isAmount, orNull, type FieldErrors } from '../form-rules';

export interface RewardForm {
  name: string;
  type: string;
  /** Points price when redeemed for points only; empty when only points plus money is offered. */
  price: string;
  /** Points plus money offer. */
  offerPointsMoney: boolean;
  mpPointAmount: string;
  mpMoneyAmount: string;
  inventory: string;
  description: string;
  sortOrder: string;
  active: boolean;
  mainImage: string;
  cardImage: string;
  /** Name and description in the merchant's other languages (blank: as the default). */
  texts: FormTexts<'name' | 'description'>;
}
export type RewardField = keyof RewardForm;

/** https, a site path, or an inline PNG / JPEG / SVG (what the server accepts for reward images). */
const IMAGE_URL =
  /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*|data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+=*)$/;

export function emptyRewardForm(types: readonly RewardType[]): RewardForm {
  return {
    name: '',
    type: types[0] ? String(types[0].typeId) : '',
    price: '',
    offerPointsMoney: false,
    mpPointAmount: '',
    mpMoneyAmount: '',
    inventory: '0',
    description: '',
    sortOrder: '0',
    active: true,
    mainImage: '',
    cardImage: '',
    texts: {},
  };
}

export function rewardToForm(r: AdminReward): RewardForm {
  return {
    name: r.name,
    type: String(r.type),
    price: r.price ?? '',
    offerPointsMoney: r.displayPointMoneyAmt === 'Y',
    mpPointAmount: r.mpPointAmount ?? '',
    mpMoneyAmount: r.mpMoneyAmount ?? '',
    inventory: String(r.inventory),
    description: r.description,
    sortOrder: String(r.sortOrder),
    active: r.active,
    texts: textsToForm(r.texts, ['name', 'description']),
    mainImage: r.merchandiseImages.find((i) => i.type === 'M')?.imageUrl ?? '',
    cardImage: r.merchandiseImages.find((i) => i.type === 'S')?.imageUrl ?? '',
  };
}

/**
 * Checks the reward form and builds the body of POST / PUT /admin/api/points/rewards. A reward
 * must be redeemable one way at least: a points price, or points plus money.
 */
export function rewardFormToInput(
  form: RewardForm,
  currency: string,
  defaultLanguage: LanguageCode = 'CN',
): {
  input: AdminRewardInput | null;
  errors: FieldErrors<RewardField>;
} {
  const errors: FieldErrors<RewardField> = {};
  const name = checkText(form.name, { required: true, max: 120 });
  if (name) errors.name = name;
  const type = intIn(form.type, 1, 999_999);
  if (type === null) errors.type = 'ops_err_required';
  if (form.price.trim() && !isAmount(form.price, POINTS_CURRENCY)) errors.price = 'ops_err_amount';
  if (form.offerPointsMoney) {
    if (!isAmount(form.mpPointAmount, POINTS_CURRENCY)) errors.mpPointAmount = 'ops_err_amount';
    if (!isAmount(form.mpMoneyAmount, currency)) errors.mpMoneyAmount = 'ops_err_amount';
  }
  if (!form.price.trim() && !form.offerPointsMoney) errors.price = 'ops_err_no_price';
  const inventory = intIn(form.inventory, 0, 1_000_000);
  if (inventory === null) errors.inventory = 'ops_err_int_range';
  const sortOrder = intIn(form.sortOrder, 0, 1_000_000);
  if (sortOrder === null) errors.sortOrder = 'ops_err_int_range';
  if (form.description.length > 4000) errors.description = 'ops_err_too_long';
  for (const field of ['mainImage', 'cardImage'] as const) {
    const url = form[field].trim();
    if (url && (url.length > 60_000 || !IMAGE_URL.test(url))) errors[field] = 'ops_err_image_url';
  }
  const texts = formTextsToInput(form.texts, defaultLanguage, ['name']);
  if (Object.values(texts).some((t) => (t.name ?? '').length > 120 || (t.description ?? '').length > 4000))
    errors.texts = 'ops_err_lang_text';
  if (Object.keys(errors).length) return { input: null, errors };
  const images: AdminRewardInput['merchandiseImages'] = [];
  if (form.mainImage.trim()) images.push({ type: 'M', imageUrl: form.mainImage.trim() });
  if (form.cardImage.trim()) images.push({ type: 'S', imageUrl: form.cardImage.trim() });
  return {
    input: {
      name: form.name.trim(),
      type: type!,
      price: orNull(form.price),
      mpPointAmount: form.offerPointsMoney ? form.mpPointAmount.trim() : null,
      mpMoneyAmount: form.offerPointsMoney ? form.mpMoneyAmount.trim() : null,
      displayPointMoneyAmt: form.offerPointsMoney ? 'Y' : 'N',
      inventory: inventory!,
      description: form.description,
      sortOrder: sortOrder!,
      active: form.active,
      merchandiseImages: images,
      texts,
    },
    errors,
  };
}

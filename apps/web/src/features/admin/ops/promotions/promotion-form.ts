import type { AdminPromotion, AdminPromotionInput, LanguageCode, PromotionType } from '@platform/shared';
import { formTextsToInput, textsToForm, type FormTexts } from '../content-languages';
import {
  checkText,
  checkUrl,
  checkWindow,
  intIn,
  isAmount,
  orNull,
  toLocalInput,
  type FieldErrors,
} from '../form-rules';

/** What the promotion form holds while the operator types. */
export interface PromotionForm {
  title: string;
  content: string;
  promotionType: PromotionType;
  categoryId: string;
  start: string;
  end: string;
  redirect: string;
  externalLink: string;
  remarkRequired: boolean;
  imageRequired: boolean;
  /** One image URL a line, at most five. */
  imageUrls: string;
  bonusAmount: string;
  turnoverMultiplier: string;
  promoCode: string;
  target: string;
  ratePercent: string;
  withinDays: string;
  sortOrder: string;
  /** Raffle draws and the linked promotion are kept as they are; the form does not edit them. */
  schedules: { startTime: number; endTime: number }[];
  linkedPromotionId: number | null;
  /** Title, content and first picture in the merchant's other languages (blank: as the default). */
  texts: FormTexts<PromotionTextField>;
}
export type PromotionField = keyof PromotionForm;
export type PromotionTextField = 'title' | 'content' | 'imageUrl';

/** Which rule fields each type uses (contract adminPromotionRequest). */
export function promotionRuleFields(
  type: PromotionType,
): ('promoCode' | 'target' | 'ratePercent' | 'withinDays')[] {
  switch (type) {
    case 'TICKET':
      return ['promoCode'];
    case 'MISSION':
    case 'MISSION_MANUAL':
      return ['target'];
    case 'REGISTER':
      return ['target', 'withinDays'];
    case 'SAVIOR':
      return ['ratePercent'];
    default:
      return [];
  }
}

export function emptyPromotionForm(now = Date.now()): PromotionForm {
  return {
    title: '',
    content: '',
    promotionType: 'MANUAL',
    categoryId: '',
    start: toLocalInput(now),
    end: '',
    redirect: '',
    externalLink: '',
    remarkRequired: false,
    imageRequired: false,
    imageUrls: '',
    bonusAmount: '',
    turnoverMultiplier: '1',
    promoCode: '',
    target: '',
    ratePercent: '',
    withinDays: '',
    sortOrder: '0',
    schedules: [],
    linkedPromotionId: null,
    texts: {},
  };
}

export function promotionToForm(p: AdminPromotion): PromotionForm {
  return {
    title: p.title,
    content: p.content,
    promotionType: p.promotionType,
    categoryId: p.categoryId === null ? '' : String(p.categoryId),
    start: toLocalInput(p.startDate),
    end: toLocalInput(p.endDate),
    redirect: p.redirect ?? '',
    externalLink: p.externalLink ?? '',
    remarkRequired: p.remarkRequired === 'Y',
    imageRequired: p.imageRequired === 'Y',
    imageUrls: p.imageUrls.join('\n'),
    bonusAmount: p.bonusAmount,
    turnoverMultiplier: String(p.turnoverMultiplier),
    promoCode: p.promoCode ?? '',
    target: p.target ?? '',
    ratePercent: p.ratePercent === null ? '' : String(p.ratePercent),
    withinDays: p.withinDays === null ? '' : String(p.withinDays),
    sortOrder: String(p.sortOrder),
    schedules: p.schedules,
    linkedPromotionId: p.linkedPromotionId,
    texts: textsToForm(p.texts, ['title', 'content', 'imageUrl']),
  };
}

function numberIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** Checks the form and builds the full body of POST /admin/api/promotions or PUT /:id. */
export function promotionFormToInput(
  form: PromotionForm,
  currency: string,
  defaultLanguage: LanguageCode = 'CN',
): {
  input: AdminPromotionInput | null;
  errors: FieldErrors<PromotionField>;
} {
  const errors: FieldErrors<PromotionField> = {};
  const title = checkText(form.title, { required: true, max: 120 });
  if (title) errors.title = title;
  if (form.content.length > 100_000) errors.content = 'ops_err_too_long';
  const window = checkWindow(form.start, form.end);
  if (window.errors.start) errors.start = window.errors.start;
  if (window.errors.end) errors.end = window.errors.end;
  let categoryId: number | null = null;
  if (form.categoryId.trim()) {
    categoryId = intIn(form.categoryId, 1, Number.MAX_SAFE_INTEGER);
    if (categoryId === null) errors.categoryId = 'ops_err_int_range';
  }
  const redirect = checkText(form.redirect, { max: 200 });
  if (redirect) errors.redirect = redirect;
  if (form.externalLink.trim() && !/^https?:\/\/\S+$/.test(form.externalLink.trim()))
    errors.externalLink = 'ops_err_url';
  else if (form.externalLink.trim().length > 500) errors.externalLink = 'ops_err_too_long';
  const images = form.imageUrls
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (images.length > 5) errors.imageUrls = 'ops_err_too_many_images';
  else if (images.some((url) => checkUrl(url))) errors.imageUrls = 'ops_err_url';
  if (!isAmount(form.bonusAmount, currency)) errors.bonusAmount = 'ops_err_amount';
  const multiplier = numberIn(form.turnoverMultiplier, 0, 100);
  if (multiplier === null) errors.turnoverMultiplier = 'ops_err_number_range';
  const sortOrder = intIn(form.sortOrder, 0, 10_000);
  if (sortOrder === null) errors.sortOrder = 'ops_err_int_range';

  const rules = promotionRuleFields(form.promotionType);
  let ratePercent: number | null = null;
  let withinDays: number | null = null;
  if (rules.includes('promoCode')) {
    const code = checkText(form.promoCode, { required: true, max: 32 });
    if (code) errors.promoCode = code;
  }
  if (rules.includes('target') && form.target.trim() && !isAmount(form.target, currency))
    errors.target = 'ops_err_amount';
  if (rules.includes('ratePercent')) {
    ratePercent = numberIn(form.ratePercent, 0, 100);
    if (ratePercent === null) errors.ratePercent = 'ops_err_number_range';
  }
  if (rules.includes('withinDays') && form.withinDays.trim()) {
    withinDays = intIn(form.withinDays, 1, 365);
    if (withinDays === null) errors.withinDays = 'ops_err_int_range';
  }
  const texts = formTextsToInput(form.texts, defaultLanguage, ['title', 'imageUrl']);
  if (
    Object.values(texts).some(
      (t) =>
        (t.title ?? '').length > 120 ||
        (t.content ?? '').length > 100_000 ||
        Boolean(t.imageUrl && checkUrl(t.imageUrl)),
    )
  )
    errors.texts = 'ops_err_lang_text';
  if (Object.keys(errors).length) return { input: null, errors };

  return {
    input: {
      texts,
      title: form.title.trim(),
      content: form.content,
      promotionType: form.promotionType,
      categoryId,
      startDate: window.start!,
      endDate: window.end,
      redirect: orNull(form.redirect),
      externalLink: orNull(form.externalLink),
      linkedPromotionId: form.linkedPromotionId,
      remarkRequired: form.remarkRequired ? 'Y' : 'N',
      imageRequired: form.imageRequired ? 'Y' : 'N',
      imageUrls: images,
      bonusAmount: form.bonusAmount.trim(),
      turnoverMultiplier: multiplier!,
      promoCode: rules.includes('promoCode') ? form.promoCode.trim() : null,
      target: rules.includes('target') ? orNull(form.target) : null,
      ratePercent,
      withinDays,
      schedules: form.promotionType === 'RAFFLE' ? form.schedules : null,
      sortOrder: sortOrder!,
    },
    errors,
  };
}

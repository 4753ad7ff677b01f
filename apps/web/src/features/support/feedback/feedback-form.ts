import { FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_TYPES, PROOF_IMAGE_MAX_BYTES } from '@platform/shared';

export type FeedbackTypeName = keyof typeof FEEDBACK_TYPES;
/** Select order: the specific issues first, "other" last. */
export const FEEDBACK_TYPE_NAMES: readonly FeedbackTypeName[] = [
  'deposit_issues',
  'withdraw_issues',
  'game_issues',
  'service_issues',
  'apply_issues',
  'other_issues',
];

export interface FeedbackErrors {
  content?: string;
  captcha?: string;
  file?: string;
}

/** Message keys of the fields that stop a submit: both required, description 20-500. */
export function validateFeedback(values: { content: string; captcha: string }): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const length = values.content.trim().length;
  if (length === 0) errors.content = 'not_empty';
  else if (length < FEEDBACK_MIN || values.content.length > FEEDBACK_MAX) errors.content = 'sup_fb_length';
  if (!values.captcha.trim()) errors.captcha = 'not_empty';
  return errors;
}

const IMAGE_NAME = /\.(jpe?g|png)$/i;
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];

/** The message key that refuses a chosen image, or null when it may go (the server checks content). */
export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  if (!IMAGE_NAME.test(file.name) || (file.type && !IMAGE_TYPES.includes(file.type.toLowerCase())))
    return 'activity_apply_remark_limit2';
  if (file.size > PROOF_IMAGE_MAX_BYTES) return 'activity_apply_remark_limit3';
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

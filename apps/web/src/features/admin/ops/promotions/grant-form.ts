import { REMARK_MAX_LENGTH } from '@platform/shared';
import { amountIn, checkText, intIn, orNull, type FieldErrors } from '../form-rules';

export interface GrantForm {
  promotionId: string;
  username: string;
  amount: string;
  remarks: string;
}
export type GrantField = keyof GrantForm;

/** Body of POST /admin/api/promotions/grants: a promotion, a member, a positive amount. */
export function grantFormToBody(
  form: GrantForm,
  currency: string,
): {
  body: { promotionId: number; username: string; amount: string; remarks: string | null } | null;
  errors: FieldErrors<GrantField>;
} {
  const errors: FieldErrors<GrantField> = {};
  const promotionId = intIn(form.promotionId, 1, Number.MAX_SAFE_INTEGER);
  if (promotionId === null) errors.promotionId = 'ops_err_required';
  const username = checkText(form.username, { required: true, max: 32 });
  if (username) errors.username = username;
  const amount = amountIn(form.amount, currency);
  if (amount === null) errors.amount = 'ops_err_amount';
  else if (amount === 0n) errors.amount = 'ops_err_amount_positive';
  const remarks = checkText(form.remarks, { max: REMARK_MAX_LENGTH });
  if (remarks) errors.remarks = remarks;
  if (Object.keys(errors).length) return { body: null, errors };
  return {
    body: {
      promotionId: promotionId!,
      username: form.username.trim(),
      amount: form.amount.trim(),
      remarks: orNull(form.remarks),
    },
    errors,
  };
}

import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { REMARK_MAX_LENGTH, promotionAdminApi } from '@platform/shared';
import {
  EditForm,
  SelectField,
  TextAreaField,
  TextField,
  newRequestId,
  notify,
  useFormValues,
} from '../../ui';
import { promotionsAdminApi } from '../api/promotions-admin';
import { OpsHead } from '../FormModal';
import { fieldError } from '../form-rules';
import { listKey, useConfirm } from '../use-ops';
import { grantFormToBody, type GrantForm } from './grant-form';
import '../ops.css';
import { useMoneyStyle } from '../../../wallet';
import { useTranslation } from '../../../../lib/i18n';

const EMPTY: GrantForm = { promotionId: '', username: '', amount: '', remarks: '' };

/** A manual promotion bonus paid straight to one member. */
export function GrantsPage() {
  const { t } = useTranslation();
  const promotions = useQuery({
    queryKey: [...listKey(promotionAdminApi.list), 'pick'],
    queryFn: promotionsAdminApi.pickList,
  });
  const { values: form, setErrors, field, reset } = useFormValues<GrantForm, string>(EMPTY, fieldError);
  // One id per filled-in form: a retry after a lost answer cannot pay twice.
  const [requestId, setRequestId] = useState(newRequestId);
  const [ask, confirmDialog] = useConfirm('ops-grant-confirm');
  const grant = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof grantFormToBody>['body']>) =>
      promotionsAdminApi.grant(body, requestId),
    onSuccess: () => {
      notify.success(t('ops_granted'));
      reset();
      setRequestId(newRequestId());
    },
  });
  const { currency } = useMoneyStyle();
  const submit = () => {
    const { body, errors: found } = grantFormToBody(form, currency);
    setErrors(found);
    if (!body) return;
    const title =
      promotions.data?.list.find((p) => p.id === body.promotionId)?.title ?? String(body.promotionId);
    ask({
      title: t('ops_grant'),
      message: t('ops_confirm_grant', { amount: body.amount, username: body.username, promotion: title }),
      confirmLabel: t('ops_grant'),
      onConfirm: () => grant.mutateAsync(body),
    });
  };
  return (
    <div data-testid="ops-grants">
      <OpsHead title={t('ops_page_grants')} />
      <section className="adm-card">
        <p className="adm-muted ops-intro">{t('ops_grant_intro')}</p>
        <EditForm
          className="ops-form"
          actionsClassName="ops-form__actions"
          onSubmit={submit}
          busy={grant.isPending}
          submitLabel={t('ops_grant')}
          submitTestId="ops-grant-submit"
        >
          <SelectField
            label={t('ops_promotion')}
            {...field('promotionId')}
            options={[
              { value: '', label: t('ops_choose') },
              ...(promotions.data?.list ?? []).map((p) => ({
                value: String(p.id),
                label: `${p.id} · ${p.title}`,
              })),
            ]}
            testId="ops-grant-promotion"
          />
          <TextField
            label={t('ops_username')}
            {...field('username')}
            maxLength={32}
            testId="ops-grant-username"
          />
          <TextField
            label={t('ops_amount')}
            {...field('amount')}
            inputMode="decimal"
            maxLength={24}
            testId="ops-grant-amount"
          />
          <div className="ops-wide">
            <TextAreaField
              label={t('ops_remarks_optional')}
              {...field('remarks')}
              maxLength={REMARK_MAX_LENGTH}
              testId="ops-grant-remarks"
            />
          </div>
        </EditForm>
      </section>
      {confirmDialog}
    </div>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMerchantApi, type AdminMerchantDomain } from '@platform/shared';
import { adminApi } from '../admin-api';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EditForm } from '../ui/EditForm';
import { RowButton } from '../ui/RowButton';
import { CheckboxField, TextField } from '../ui/fields';
import { notify } from '../ui/notify';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useBusyAction } from '../ui/use-busy-action';
import { useFormValues } from '../ui/use-form-values';
import { checkAll, hasErrors, maxLength, pattern, required, type FieldError } from '../ui/validation';
import { PageHead } from './PageHead';
import { useTranslation } from '../../../lib/i18n';

const KEY = ['admin', 'merchant', 'domains'];
type DomainDraft = { domain: string; affiliateCode: string; isRoute: boolean };
const HOST = /^(?=.{3,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/i;

export function DomainsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const domains = useQuery({
    queryKey: KEY,
    queryFn: () => adminApi.call(adminMerchantApi.domains),
    staleTime: 0,
  });
  const {
    values: draft,
    setErrors,
    field,
    reset,
  } = useFormValues<DomainDraft, FieldError>({ domain: '', affiliateCode: '', isRoute: true });
  const { busy, run } = useBusyAction();
  const [removing, setRemoving] = useState<AdminMerchantDomain | null>(null);

  const add = async () => {
    const found = checkAll(
      { domain: draft.domain, affiliateCode: draft.affiliateCode },
      {
        domain: [required, pattern(HOST, 'adm_v_domain')],
        affiliateCode: [maxLength(32), pattern(/^[A-Za-z0-9]+$/, 'adm_v_affiliate')],
      },
    );
    setErrors(found);
    if (hasErrors(found)) return;
    await run(async () => {
      await adminApi.call(adminMerchantApi.addDomain, {
        body: {
          domain: draft.domain.trim().toLowerCase(),
          isRoute: draft.isRoute,
          affiliateCode: draft.affiliateCode.trim() || null,
        },
      });
      reset();
      notify.success(t('adm_saved'));
      await queryClient.invalidateQueries({ queryKey: KEY });
    });
  };

  return (
    <section className="adm-page" data-testid="adm-domains-page">
      <PageHead title={t('adm_page_domains')} sub={t('adm_domains_sub')} />
      <EditForm
        className="adm-filters"
        actionsClassName="adm-filters__actions"
        small
        onSubmit={() => void add()}
        busy={busy}
        submitLabel={t('adm_add')}
        submitTestId="adm-domain-add"
      >
        <div className="adm-filters__fields">
          <TextField
            label={t('adm_domain')}
            placeholder="www.example.com"
            maxLength={253}
            {...field('domain')}
            testId="adm-domain-name"
          />
          <TextField
            label={t('adm_affiliate_code')}
            maxLength={32}
            {...field('affiliateCode')}
            testId="adm-domain-affiliate"
          />
          <CheckboxField
            label={t('adm_domain_route')}
            checked={draft.isRoute}
            onChange={field('isRoute').onChange}
            testId="adm-domain-route"
          />
        </div>
      </EditForm>
      {domains.isPending ? (
        <LoadingState />
      ) : domains.isError ? (
        <ErrorState onRetry={() => void domains.refetch()} />
      ) : !domains.data.length ? (
        <EmptyState />
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table" data-testid="adm-domains-table">
            <thead>
              <tr>
                <th>{t('adm_domain')}</th>
                <th>{t('adm_domain_route')}</th>
                <th>{t('adm_affiliate_code')}</th>
                <th>{t('adm_col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {domains.data.map((d) => (
                <tr key={d.id} data-domain={d.domain}>
                  <td data-label={t('adm_domain')} className="adm-mono">
                    {d.domain}
                  </td>
                  <td data-label={t('adm_domain_route')}>{t(d.isRoute ? 'adm_yes' : 'adm_no')}</td>
                  <td data-label={t('adm_affiliate_code')}>{d.affiliateCode ?? '-'}</td>
                  <td data-label={t('adm_col_actions')}>
                    <RowButton disabled={domains.data.length <= 1} onClick={() => setRemoving(d)}>
                      {t('adm_remove')}
                    </RowButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title={t('adm_domain_remove_title', { domain: removing.domain })}
          message={t('adm_domain_remove_text')}
          danger
          confirmLabel={t('adm_remove')}
          onConfirm={async () => {
            await adminApi.call(adminMerchantApi.removeDomain, { params: { id: removing.id } });
            notify.success(t('adm_saved'));
            await queryClient.invalidateQueries({ queryKey: KEY });
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

import { FRAUD_KINDS, adminFraudApi, type FraudGroup } from '@platform/shared';
import { PageHead } from '../core/PageHead';
import { FiltersBar } from '../ui/FiltersBar';
import { PagedTable, type Column } from '../ui/PagedTable';
import { SelectField, TextField } from '../ui/fields';
import { formatDateTime } from '../ui/format';
import { tableProps, useAdminList } from '../ui/use-admin-list';
import { useDraftFilters } from '../ui/use-draft-filters';
import { GroupMembers, KindBadge, SharedValue } from './FraudGroupCells';
import { useTranslation } from '../../../lib/i18n';

type Filters = { kind: '' | FraudGroup['kind']; q: string };
const EMPTY: Filters = { kind: '', q: '' };

/** Link groups: each shared value with its kind and linked members, newest link first. */
export function FraudGroupsPage() {
  const { t } = useTranslation();
  const { field, filters, barProps } = useDraftFilters<Filters>(EMPTY);
  const list = useAdminList(adminFraudApi.groups, {
    kind: filters.kind || undefined,
    q: filters.q.trim() || undefined,
  });

  const columns: Column<FraudGroup>[] = [
    {
      key: 'kind',
      header: t('adm_fraud_col_kind'),
      render: (g) => <KindBadge kind={g.kind} />,
      nowrap: true,
    },
    { key: 'value', header: t('adm_fraud_col_value'), render: (g) => <SharedValue group={g} /> },
    { key: 'members', header: t('adm_fraud_col_members'), render: (g) => <GroupMembers group={g} /> },
    { key: 'count', header: t('adm_fraud_col_count'), render: (g) => g.members.length, align: 'end' },
    {
      key: 'last',
      header: t('adm_fraud_col_last'),
      render: (g) => formatDateTime(g.lastLinkedAt),
      nowrap: true,
    },
  ];

  return (
    <section className="adm-page" data-testid="adm-fraud-groups-page">
      <PageHead title={t('adm_page_fraud_groups')} sub={t('adm_fraud_groups_sub')} />
      <FiltersBar testId="adm-fraud-filters" {...barProps}>
        <SelectField
          label={t('adm_fraud_col_kind')}
          value={field('kind').value}
          onChange={(kind) => field('kind').onChange(kind as Filters['kind'])}
          options={[
            { value: '', label: t('adm_all') },
            ...FRAUD_KINDS.map((k) => ({ value: k, label: t(`adm_fraud_kind_${k}`) })),
          ]}
          testId="adm-fraud-filter-kind"
        />
        <TextField
          label={t('adm_member_search')}
          {...field('q')}
          maxLength={32}
          testId="adm-fraud-filter-q"
        />
      </FiltersBar>
      <PagedTable
        {...tableProps(list)}
        columns={columns}
        rowKey={(g) => `${g.kind}:${g.value}`}
        testId="adm-fraud-groups"
        rowProps={(g) => ({ 'data-kind': g.kind, 'data-value': g.value })}
        emptyMessage={t('adm_fraud_no_groups')}
      />
    </section>
  );
}

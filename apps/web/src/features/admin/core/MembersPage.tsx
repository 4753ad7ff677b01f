import { Link } from 'react-router';
import { adminMemberApi, type AdminMemberRow } from '@platform/shared';
import { adminPath } from '../admin-menu';
import { FiltersBar } from '../ui/FiltersBar';
import { useDraftFilters } from '../ui/use-draft-filters';
import { Money } from '../ui/Money';
import { PagedTable, type Column } from '../ui/PagedTable';
import { SelectField, TextField } from '../ui/fields';
import { formatDateTime } from '../ui/format';
import { tableProps, useAdminList } from '../ui/use-admin-list';
import { PageHead } from './PageHead';
import { StatusBadge } from './StatusBadge';
import { useTranslation } from '../../../lib/i18n';

type MemberFilters = { q: string; status: '' | 'ACTIVE' | 'LOCKED' };
const EMPTY: MemberFilters = { q: '', status: '' };

export function MembersPage() {
  const { t } = useTranslation();
  const { field, filters, barProps } = useDraftFilters<MemberFilters>(EMPTY);
  const list = useAdminList(adminMemberApi.list, {
    q: filters.q.trim() || undefined,
    status: filters.status || undefined,
  });

  const columns: Column<AdminMemberRow>[] = [
    { key: 'id', header: t('adm_col_id'), render: (r) => r.id, nowrap: true },
    {
      key: 'account',
      header: t('adm_col_account'),
      render: (r) => (
        <Link to={adminPath(`members/${r.id}`)} data-testid="adm-member-link">
          {r.account}
        </Link>
      ),
    },
    { key: 'nickname', header: t('adm_col_nickname'), render: (r) => r.nickname || '-' },
    { key: 'mobile', header: t('adm_col_mobile'), render: (r) => r.mobile ?? '-' },
    {
      key: 'agent',
      header: t('adm_col_upline'),
      render: (r) => (
        <span>
          {r.upline ?? '-'}
          {r.isAgent === 1 && <span className="adm-badge adm-badge--ok"> {t('adm_agent')}</span>}
        </span>
      ),
    },
    { key: 'vip', header: t('adm_col_vip'), render: (r) => r.vipLevel ?? '-' },
    {
      key: 'balance',
      header: t('adm_col_balance'),
      render: (r) => <Money amount={r.balance} />,
      align: 'end',
    },
    {
      key: 'status',
      header: t('adm_col_status'),
      render: (r) => <StatusBadge status={r.locked ? 'LOCKED' : 'ACTIVE'} />,
    },
    {
      key: 'registered',
      header: t('adm_col_registered'),
      render: (r) => formatDateTime(r.registeredAt),
      nowrap: true,
    },
    {
      key: 'lastLogin',
      header: t('adm_col_last_login'),
      render: (r) => formatDateTime(r.lastLoginAt),
      nowrap: true,
    },
  ];

  return (
    <section className="adm-page" data-testid="adm-members-page">
      <PageHead title={t('adm_page_members')} sub={t('adm_members_sub')} />
      <FiltersBar testId="adm-members-filters" {...barProps}>
        <TextField
          label={t('adm_member_search')}
          {...field('q')}
          maxLength={64}
          placeholder={t('adm_member_search_hint')}
          testId="adm-members-q"
        />
        <SelectField
          label={t('adm_col_status')}
          value={field('status').value}
          onChange={(status) => field('status').onChange(status as MemberFilters['status'])}
          options={[
            { value: '', label: t('adm_all') },
            { value: 'ACTIVE', label: t('adm_status_ACTIVE') },
            { value: 'LOCKED', label: t('adm_status_LOCKED') },
          ]}
          testId="adm-members-status"
        />
      </FiltersBar>
      <PagedTable
        {...tableProps(list)}
        columns={columns}
        rowKey={(r) => r.id}
        testId="adm-members-table"
        rowProps={(r) => ({ 'data-account': r.account })}
      />
    </section>
  );
}

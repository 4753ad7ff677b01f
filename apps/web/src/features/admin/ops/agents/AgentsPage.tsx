import { useTranslation } from 'react-i18next';
import { agentAdminApi } from '@platform/shared';
import {
  FiltersBar,
  PagedTable,
  SelectField,
  TextField,
  formatDateTime,
  tableProps,
  useAdminList,
  useDraftFilters,
} from '../../ui';
import { OpsHead, StatusBadge } from '../FormModal';
import '../ops.css';

const NO_FILTERS = { q: '', level: '' };

/** The merchant's agents with their downline counts and active contracts (read only). */
export function AgentsPage() {
  const { t } = useTranslation();
  const { field, filters, barProps } = useDraftFilters(NO_FILTERS);
  const list = useAdminList(agentAdminApi.agents, {
    q: filters.q.trim() || undefined,
    level: filters.level || undefined,
  });
  return (
    <div data-testid="ops-agents">
      <OpsHead title={t('ops_page_agents')} />
      <FiltersBar testId="ops-agents-filters" {...barProps}>
        <TextField label={t('ops_search_agent')} {...field('q')} maxLength={32} testId="ops-agents-q" />
        <SelectField
          label={t('ops_agent_level')}
          {...field('level')}
          options={[
            { value: '', label: t('ops_all') },
            { value: '1', label: t('ops_agent_level_1') },
            { value: '2', label: t('ops_agent_level_2') },
          ]}
          testId="ops-agents-f-level"
        />
      </FiltersBar>
      <PagedTable
        testId="ops-agents-table"
        rowKey={(a) => a.id}
        {...tableProps(list)}
        columns={[
          {
            key: 'agent',
            header: t('ops_agent'),
            render: (a) => (
              <span>
                {a.username}
                {a.nickname && <span className="adm-muted"> · {a.nickname}</span>}
              </span>
            ),
          },
          { key: 'level', header: t('ops_agent_level'), render: (a) => t(`ops_agent_level_${a.level}`) },
          { key: 'upline', header: t('ops_upline'), render: (a) => a.upline ?? '-' },
          {
            key: 'code',
            header: t('ops_affiliate_code'),
            render: (a) => <span className="adm-mono">{a.affiliateCode ?? '-'}</span>,
          },
          { key: 'downlines', header: t('ops_downlines'), render: (a) => a.downlineCount, align: 'end' },
          {
            key: 'downlineAgents',
            header: t('ops_downline_agents'),
            render: (a) => a.downlineAgentCount,
            align: 'end',
          },
          {
            key: 'contracts',
            header: t('ops_active_contracts'),
            render: (a) => a.activeContracts,
            align: 'end',
          },
          {
            key: 'status',
            header: t('ops_status'),
            render: (a) => (
              <StatusBadge
                tone={a.locked ? 'off' : 'on'}
                label={a.locked ? t('ops_locked') : t('ops_active')}
              />
            ),
          },
          {
            key: 'registered',
            header: t('ops_registered_at'),
            render: (a) => formatDateTime(a.registeredAt),
            nowrap: true,
          },
        ]}
      />
    </div>
  );
}

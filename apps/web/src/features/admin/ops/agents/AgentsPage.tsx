import { agentAdminApi } from '@platform/shared';
import { ListFilters, PagedTable, formatDateTime, tableProps, useFilteredList } from '../../ui';
import { OpsHead, StatusBadge } from '../FormModal';
import { useTranslation } from '../../../../lib/i18n';
import '../ops.css';

const NO_FILTERS = { q: '', level: '' };

/** The merchant's agents with their downline counts and active contracts (read only). */
export function AgentsPage() {
  const { t } = useTranslation();
  const { list, bar } = useFilteredList(agentAdminApi.agents, NO_FILTERS);
  return (
    <div data-testid="ops-agents">
      <OpsHead title={t('ops_page_agents')} />
      <ListFilters
        testId="ops-agents"
        bar={bar}
        fields={[
          { key: 'q', label: t('ops_search_agent'), maxLength: 32 },
          { key: 'level', label: t('ops_agent_level'), choices: ['1', '2'], textPrefix: 'ops_agent_level_' },
        ]}
      />
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

import { useState } from 'react';
import { AGENT_MAX_RANGE_DAYS, type TeamOverviewValue } from '@platform/shared';
import { Pager } from '../../../lib/ui/list-parts';
import {
  AGENT_PAGE_SIZE,
  agentToday,
  useAgentRange,
  useTeamMembers,
  useTeamOverview,
} from '../hooks/useAgentData';
import { DateRangePicker } from '../../../lib/ui/DateRangePicker';
import { AgentCard, DataTable, ListState, SearchBox, Stat, formatStamp, useAgentMoney } from './parts';
import { useTranslation } from '../../../lib/i18n';

/** The money bars of the overview, each as a share of the largest. */
const BARS = [
  ['betAmount', 'ag_stat_bet'],
  ['winAmount', 'ag_stat_win'],
  ['depositAmount', 'ag_stat_deposit'],
  ['withdrawAmount', 'ag_stat_withdraw'],
  ['salaryAmount', 'ag_stat_salary'],
  ['dividendAmount', 'ag_stat_dividend'],
] as const;

function MoneyChart({ data }: { data: TeamOverviewValue }) {
  const { t } = useTranslation();
  const money = useAgentMoney();
  const values = BARS.map(([key]) => Math.max(0, Number(data[key])));
  const top = Math.max(...values, 0);
  return (
    <ul className="ag-bars" aria-label={t('ag_chart')} data-testid="overview-chart">
      {BARS.map(([key, label], i) => (
        <li key={key} className="ag-bars__row">
          <span className="ag-bars__label">{t(label)}</span>
          <span className="ag-bars__track">
            <span
              className={`ag-bars__fill ag-bars__fill--${key}`}
              style={{ width: `${top ? (values[i]! / top) * 100 : 0}%` }}
            />
          </span>
          <span className="ag-bars__value">{money(data[key])}</span>
        </li>
      ))}
    </ul>
  );
}

/** agentTeamOverview: the team's numbers in a date range, a chart of its money, and the members. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const money = useAgentMoney();
  const [range, setRange] = useAgentRange(7);
  const overview = useTeamOverview(range);
  const data = overview.data;
  const profit = data ? Number(data.profit) : 0;
  return (
    <div className="ag-page" data-testid="agent-overview">
      <AgentCard
        title={t('ag_overview_title')}
        aside={
          <DateRangePicker
            value={range}
            onChange={setRange}
            maxDays={AGENT_MAX_RANGE_DAYS}
            today={agentToday()}
          />
        }
      >
        {!data ? (
          <ListState loading={overview.isLoading} failed={overview.isError} />
        ) : (
          <>
            <div className="ag-stats">
              <Stat label={t('ag_stat_team_size')} value={data.teamSize} testId="stat-team-size" />
              <Stat label={t('ag_stat_direct')} value={data.directMembers} testId="stat-direct" />
              <Stat label={t('ag_stat_new')} value={data.newMembers} testId="stat-new" />
              <Stat label={t('ag_stat_active')} value={data.activeMembers} testId="stat-active" />
              <Stat label={t('ag_stat_bet_count')} value={data.betCount} testId="stat-bet-count" />
              <Stat label={t('ag_stat_bet')} value={money(data.betAmount)} testId="stat-bet" />
              <Stat
                label={t('ag_stat_profit')}
                value={money(data.profit)}
                tone={profit > 0 ? 'up' : profit < 0 ? 'down' : undefined}
                testId="stat-profit"
              />
              <Stat label={t('ag_stat_balance')} value={money(data.teamBalance)} testId="stat-balance" />
            </div>
            <MoneyChart data={data} />
          </>
        )}
      </AgentCard>
      <TeamMembers />
    </div>
  );
}

function TeamMembers() {
  const { t } = useTranslation();
  const money = useAgentMoney();
  const [username, setUsername] = useState('');
  const [directOnly, setDirectOnly] = useState(false);
  const [page, setPage] = useState(1);
  const query = useTeamMembers({ username, directOnly, page });
  const data = query.data;
  return (
    <AgentCard title={t('ag_members_title')} testId="team-members">
      <div className="ag-filters">
        <SearchBox
          value={username}
          onSearch={(v) => {
            setUsername(v);
            setPage(1);
          }}
          testId="members-search"
        />
        <label className="ag-check">
          <input
            type="checkbox"
            checked={directOnly}
            onChange={(e) => {
              setDirectOnly(e.target.checked);
              setPage(1);
            }}
            data-testid="members-direct"
          />
          {t('ag_direct_only')}
        </label>
      </div>
      {!data || data.list.length === 0 ? (
        <ListState loading={query.isLoading} failed={query.isError} />
      ) : (
        <DataTable
          testId="team-member"
          rows={data.list}
          rowKey={(m) => m.customerId}
          columns={[
            { key: 'user', label: t('ag_col_username'), render: (m) => <strong>{m.username}</strong> },
            {
              key: 'type',
              label: t('ag_col_type'),
              render: (m) => t(m.isAgent === 1 || m.isAgent === 2 ? 'ag_type_agent' : 'ag_type_member'),
            },
            { key: 'level', label: t('ag_col_level'), numeric: true, render: (m) => m.level },
            { key: 'upline', label: t('ag_col_upline'), render: (m) => m.uplineUsername ?? '—' },
            {
              key: 'downlines',
              label: t('ag_col_downlines'),
              numeric: true,
              render: (m) => m.directDownlines,
            },
            { key: 'balance', label: t('ag_col_balance'), numeric: true, render: (m) => money(m.balance) },
            { key: 'joined', label: t('ag_col_joined'), render: (m) => formatStamp(m.createdAt) },
            { key: 'login', label: t('ag_col_last_login'), render: (m) => formatStamp(m.lastLoginAt) },
          ]}
        />
      )}
      {data && (
        <Pager
          page={page}
          size={AGENT_PAGE_SIZE}
          total={data.total}
          onPage={setPage}
          testId="members-pager"
        />
      )}
    </AgentCard>
  );
}

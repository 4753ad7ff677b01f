import { useState } from 'react';
import { AGENT_MAX_RANGE_DAYS } from '@platform/shared';
import { Pager } from '../../../lib/ui/list-parts';
import {
  AGENT_PAGE_SIZE,
  agentToday,
  useAgentRange,
  usePersonalStatement,
  useTeamStatement,
} from '../hooks/useAgentData';
import { DateRangePicker } from '../../../lib/ui/DateRangePicker';
import { AgentCard, DataTable, ListState, Pair, SearchBox, Stat, useAgentMoney } from './parts';
import { useTranslation } from '../../../lib/i18n';

/** palStatementsAgentCopy: profit and loss of each team member in a range, with the totals. */
export function TeamStatementPage() {
  const { t } = useTranslation();
  const money = useAgentMoney();
  const [range, setRange] = useAgentRange(7);
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const query = useTeamStatement(range, username, page);
  const data = query.data;
  return (
    <div className="ag-page" data-testid="agent-team-statement">
      <AgentCard title={t('ag_team_statement_title')}>
        <div className="ag-filters">
          <DateRangePicker
            value={range}
            maxDays={AGENT_MAX_RANGE_DAYS}
            today={agentToday()}
            onChange={(r) => {
              setRange(r);
              setPage(1);
            }}
          />
          <SearchBox
            value={username}
            onSearch={(v) => {
              setUsername(v);
              setPage(1);
            }}
            testId="statement-search"
          />
        </div>
        {data && (
          <div className="ag-stats ag-stats--compact" data-testid="statement-totals">
            <Stat label={t('ag_stat_bet_count')} value={data.totals.betCount} />
            <Stat
              label={t('ag_stat_bet')}
              value={money(data.totals.betAmount)}
              testId="statement-total-bet"
            />
            <Stat label={t('ag_stat_win')} value={money(data.totals.winAmount)} />
            <Stat label={t('ag_stat_profit')} value={money(data.totals.profit)} />
            <Stat label={t('ag_stat_deposit')} value={money(data.totals.depositAmount)} />
            <Stat label={t('ag_stat_withdraw')} value={money(data.totals.withdrawAmount)} />
          </div>
        )}
        {!data || data.list.length === 0 ? (
          <ListState loading={query.isLoading} failed={query.isError} />
        ) : (
          <DataTable
            testId="team-statement"
            rows={data.list}
            rowKey={(r) => r.customerId}
            columns={[
              { key: 'user', label: t('ag_col_username'), render: (r) => <strong>{r.username}</strong> },
              { key: 'level', label: t('ag_col_level'), numeric: true, render: (r) => r.level },
              { key: 'count', label: t('ag_stat_bet_count'), numeric: true, render: (r) => r.betCount },
              { key: 'bet', label: t('ag_stat_bet'), numeric: true, render: (r) => money(r.betAmount) },
              { key: 'win', label: t('ag_stat_win'), numeric: true, render: (r) => money(r.winAmount) },
              { key: 'profit', label: t('ag_stat_profit'), numeric: true, render: (r) => money(r.profit) },
              {
                key: 'dep',
                label: t('ag_stat_deposit'),
                numeric: true,
                render: (r) => money(r.depositAmount),
              },
              {
                key: 'wd',
                label: t('ag_stat_withdraw'),
                numeric: true,
                render: (r) => money(r.withdrawAmount),
              },
            ]}
          />
        )}
        {data && (
          <Pager
            page={page}
            size={AGENT_PAGE_SIZE}
            total={data.total}
            onPage={setPage}
            testId="statement-pager"
          />
        )}
      </AgentCard>
    </div>
  );
}

/** personalHistoryCopy: the agent's own days, newest first. */
export function PersonalStatementPage() {
  const { t } = useTranslation();
  const money = useAgentMoney();
  const [range, setRange] = useAgentRange(7);
  const [page, setPage] = useState(1);
  const query = usePersonalStatement(range, page);
  const data = query.data;
  return (
    <div className="ag-page" data-testid="agent-personal-statement">
      <AgentCard
        title={t('ag_personal_title')}
        aside={
          <DateRangePicker
            value={range}
            maxDays={AGENT_MAX_RANGE_DAYS}
            today={agentToday()}
            onChange={(r) => {
              setRange(r);
              setPage(1);
            }}
          />
        }
      >
        {!data || data.list.length === 0 ? (
          <ListState loading={query.isLoading} failed={query.isError} />
        ) : (
          <DataTable
            testId="personal-statement"
            rows={data.list}
            rowKey={(r) => r.date}
            columns={[
              { key: 'date', label: t('ag_col_date'), render: (r) => <strong>{r.date}</strong> },
              { key: 'count', label: t('ag_stat_bet_count'), numeric: true, render: (r) => r.betCount },
              { key: 'bet', label: t('ag_stat_bet'), numeric: true, render: (r) => money(r.betAmount) },
              { key: 'win', label: t('ag_stat_win'), numeric: true, render: (r) => money(r.winAmount) },
              { key: 'net', label: t('ag_col_net'), numeric: true, render: (r) => money(r.profit) },
              {
                key: 'funds',
                label: t('ag_col_dep_wd'),
                numeric: true,
                render: (r) => <Pair top={money(r.depositAmount)} bottom={money(r.withdrawAmount)} />,
              },
              {
                key: 'pay',
                label: t('ag_col_sal_div'),
                numeric: true,
                render: (r) => <Pair top={money(r.salaryAmount)} bottom={money(r.dividendAmount)} />,
              },
              {
                key: 'transfers',
                label: t('ag_col_transfers'),
                numeric: true,
                render: (r) => (
                  <Pair top={money(r.transferIn)} bottom={money(r.transferOut)} testId="personal-transfers" />
                ),
              },
            ]}
          />
        )}
        {data && (
          <Pager
            page={page}
            size={AGENT_PAGE_SIZE}
            total={data.total}
            onPage={setPage}
            testId="personal-pager"
          />
        )}
      </AgentCard>
    </div>
  );
}

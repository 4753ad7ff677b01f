import { useEffect, useRef, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { PageShell } from '../../../lib/ui/PageShell';
import { CentrePanel } from '../../../lib/ui/CentrePanel';
import { useMemberInfo } from '../../session';
import { useFlagsOn } from '../../../lib/settings/useFlagsOn';
import {
  AGENT_PAGES,
  agentCentreAccess,
  agentCentreOffered,
  agentPageAvailable,
  agentPageOffered,
  availableContractKinds,
  agentPagePath,
  type AgentPageId,
} from '../agent-pages';
import { useConsolidatedContracts } from '../hooks/useAgentData';
import { ContractKindPage } from './ContractKindPage';
import { PersonalStatementPage, TeamStatementPage } from './StatementPages';
import { RegisterCenterPage } from './RegisterCenterPage';
import { TeamOverviewPage } from './TeamOverviewPage';
import { TransferDownlinePage } from './TransferDownlinePage';
import '../agent.css';

/** agentRedRain: the red-envelope rain has no server feature yet; the page says so plainly. */
function RedRainPage() {
  const { t } = useTranslation();
  return (
    <div className="notice-card member-coming" data-testid="agent-red-rain">
      <p className="notice-card__lead">{t('ag_page_agentRedRain')}</p>
      <p className="notice-card__detail">{t('ag_red_rain_none')}</p>
    </div>
  );
}

const PANELS: Record<AgentPageId, ComponentType> = {
  agentTeamOverview: TeamOverviewPage,
  agentRedRain: RedRainPage,
  palStatementsAgentCopy: TeamStatementPage,
  personalHistoryCopy: PersonalStatementPage,
  agentDividendRecordCopy2: () => <ContractKindPage kind="DIVIDEND" />,
  agentDailyWages2: () => <ContractKindPage kind="DAILY_SALARY" />,
  agentHourSalary: () => <ContractKindPage kind="HOUR_SALARY" />,
  agentRealtimeSalary: () => <ContractKindPage kind="REALTIME_SALARY" />,
  registerCenter: RegisterCenterPage,
  agentTransferDownline: TransferDownlinePage,
};

/**
 * The agent centre (its pop-up pages) at /member?page=<agent page>: its page
 * list and the chosen page. Trial accounts are told in_please_account, plain members that the
 * centre is for agents.
 */
export function AgentCentre({ page }: { page: AgentPageId }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const navRef = useRef<HTMLElement>(null);
  const flagsOn = useFlagsOn();
  // Contract-kind entries are hidden when that kind of contract is not available to the agent.
  const contractKinds = availableContractKinds(useConsolidatedContracts().data);
  const isAgent = session.isAgent ?? member.data?.isAgent;
  const known = isAgent !== undefined && isAgent !== null;
  // A merchant without the agent centre refuses it like a member's account would be.
  const access = !known ? null : agentCentreOffered(flagsOn) ? agentCentreAccess(isAgent) : 'not-agent';

  // On phones the page list scrolls sideways; keep the open page in view.
  useEffect(() => {
    const list = navRef.current;
    const on = list?.querySelector<HTMLElement>('.member-centre__link--on');
    if (!list || !on || list.scrollWidth <= list.clientWidth) return;
    const offset = on.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - on.offsetWidth) / 2;
  }, [page, access]);

  if (access !== 'open') {
    return (
      <PageShell title={t('page_agent')} testId="agent-centre">
        <div className="notice-card" data-testid={access ? `agent-refused-${access}` : 'agent-loading'}>
          <p className="notice-card__lead">
            {access === null ? t('loading') : t(access === 'trial' ? 'in_please_account' : 'ag_not_agent')}
          </p>
          {access && (
            <Link className="btn btn--ghost" to="/">
              {t('back_home')}
            </Link>
          )}
        </div>
      </PageShell>
    );
  }

  const Panel = PANELS[page];
  return (
    <PageShell title={t('page_agent')} testId="agent-centre">
      <div className="member-centre ag-centre" data-page={page}>
        <nav className="member-centre__nav" aria-label={t('page_agent')} ref={navRef}>
          {AGENT_PAGES.filter(
            (p) => p === page || (agentPageOffered(p, flagsOn) && agentPageAvailable(p, contractKinds)),
          ).map((p) => (
            <Link
              key={p}
              to={agentPagePath(p)}
              className={`member-centre__link${p === page ? ' member-centre__link--on' : ''}`}
              aria-current={p === page ? 'page' : undefined}
              data-testid={`agent-nav-${p}`}
            >
              <span>{t(`ag_page_${p}`)}</span>
            </Link>
          ))}
        </nav>
        <div className="member-centre__panel">
          <h2 className="member-centre__title">{t(`ag_page_${page}`)}</h2>
          <CentrePanel panelKey={page}>
            <Panel />
          </CentrePanel>
        </div>
      </div>
    </PageShell>
  );
}

/** The member-centre page of a member's own contracts (playerMRDailySalary): the consolidated list. */
export { ConsolidatedContracts } from './ConsolidatedContracts';
import { useTranslation } from '../../../lib/i18n';

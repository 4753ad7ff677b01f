import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { buildFlagTree, type ContractView } from '@platform/shared';
import { DialogHost } from '../../../lib/ui/DialogHost';
import { dialogs } from '../../../lib/dialog-store';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { setSessionValues } from '../../../lib/session';
import { InfoBar } from '../../account';
import { MemberPage } from '../../../app/pages/MemberPage';
import EN from '../texts/en';
import { en as SHELL_EN } from '../../../lib/i18n/ui/en';
import { ConsolidatedContracts } from './ConsolidatedContracts';
import { DateRangePicker } from '../../../lib/ui/DateRangePicker';
import {
  memberInfoAnswer,
  merchantWalletAnswer,
  rankProgressAnswer,
  settingsAnswer,
} from '../../../app/test-answers';

function contract(over: Partial<ContractView>): ContractView {
  return {
    contractId: 1,
    id: 1,
    kind: 'DAILY_SALARY',
    status: 'P',
    agentUsername: 'agent001',
    username: 'demo001',
    productType: 'ALL',
    computationPeriod: null,
    contractRate: '1.50',
    downlineHigherRate: 'N',
    tiers: [{ betVolume: '1000.00', activeMember: 1, rateType: 'P', rate: '1.50' }],
    pendingTiers: null,
    minimumBet: null,
    netLoss: null,
    activeMember: null,
    periodicTotalBet: null,
    periodicTotalBetRequired: null,
    offeredAt: Date.UTC(2026, 10, 20, 3),
    decidedAt: null,
    history: [],
    ...over,
  };
}

interface Sent {
  path: string;
  body: unknown;
}

/** A server with the given consolidated contracts; every action is answered and recorded. */
function serve(options: { isAgent?: number; contracts?: ContractView[]; flags?: string[] } = {}) {
  const sent: Sent[] = [];
  const member = memberInfoAnswer({
    id: 9,
    customerId: 9,
    account: 'agent001',
    nickname: 'Agent Chen',
    isAgent: options.isAgent ?? 1,
    showLevel: true,
    icon: 2,
    currency: 'THB',
    merchantCode: 'demo',
  });
  const contracts = options.contracts ?? [];
  const consolidated = () => ({
    divtypeinfo: contracts.filter((c) => c.kind === 'DIVIDEND'),
    dailysalinfotype: contracts
      .filter((c) => c.kind === 'DAILY_SALARY')
      .map((c) => ({ ...c, details: c.tiers })),
    contracthoursalinfo: [],
    realtimesalinfotype: [],
    divtypecompperiodinfo: [],
    dailysalreqtype: contracts.some((c) => c.status === 'P') ? 'Y' : 'N',
    divtypereq: 'N',
    contracthoursalreq: 'N',
    realtimesalreqtype: 'N',
  });
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const path = input.split('?')[0]!.replace(/^https?:\/\/[^/]+/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : null;
    sent.push({ path, body });
    let value: unknown = null;
    if (path === '/wps/member/info') value = member;
    else if (path === '/wps/system/settings/consolidated')
      value = settingsAnswer({
        merchantCode: 'demo',
        currency: 'THB',
        currencySymbol: '฿',
        whitelabel: buildFlagTree(new Set(options.flags ?? ['MEMBERCENTER', 'AGENTCENTER', 'AGETEAMPNL3'])),
        gw: { GEETEST_ID: '', GEETEST_VERSION: '', PROFILE_ICON_COUNT: 9 },
      });
    else if (path === '/wps/relay/WPSCORE_getMerchantWallet')
      value = merchantWalletAnswer({ merchantCode: 'demo', currency: 'THB', currencySymbol: '฿' });
    else if (path === '/wps/relay/MCSFE_getPlayerRankProgress') value = rankProgressAnswer();
    else if (path === '/wps/agent/team/overview')
      value = {
        startDate: '2026-01-01',
        endDate: '2026-01-07',
        betCount: 0,
        betAmount: '0.00',
        winAmount: '0.00',
        profit: '0.00',
        depositAmount: '0.00',
        withdrawAmount: '0.00',
        teamSize: 0,
        directMembers: 0,
        newMembers: 0,
        activeMembers: 0,
        teamBalance: '0.00',
        salaryAmount: '0.00',
        dividendAmount: '0.00',
        currency: 'THB',
      };
    else if (path === '/wps/agent/team/members') value = { list: [], page: 1, size: 10, total: 0 };
    else if (path === '/wps/relay/AGENT_getConsolidated') value = consolidated();
    else if (path.startsWith('/wps/relay/AGENT_process')) {
      const b = body as { id?: number; contractId?: number; status: string };
      const target = contracts.find((c) => c.contractId === (b.contractId ?? b.id))!;
      target.status = b.status === 'A' ? 'V' : (b.status as ContractView['status']);
      value = { contract: target };
    }
    return new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

function renderAt(element: React.ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/member', element: <MemberPage /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <DialogHost />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

beforeEach(async () => {
  sessionStorage.clear();
  await changeLanguage('EN', false);
});

afterEach(() => {
  cleanup();
  dialogs.closeAll();
  vi.unstubAllGlobals();
});

describe('DateRangePicker', () => {
  const today = '2026-11-23';

  function renderPicker(onChange = vi.fn()) {
    render(
      <I18nProvider i18n={i18n}>
        <DateRangePicker
          value={{ start: '2026-11-17', end: today }}
          onChange={onChange}
          maxDays={31}
          today={today}
        />
      </I18nProvider>,
    );
    return onChange;
  }

  it('shows the range as yyyy-mm-dd and disables every day after today', () => {
    renderPicker();
    expect(screen.getByTestId('date-range-value').textContent).toBe('2026-11-17 ~ 2026-11-23');
    fireEvent.click(screen.getByTestId('date-range-open'));
    const day = (d: string) => document.querySelector<HTMLButtonElement>(`[data-day="${d}"]`)!;
    expect(day('2026-11-23').disabled).toBe(false);
    for (const d of ['2026-11-24', '2026-11-30']) expect(day(d).disabled).toBe(true);
    expect((screen.getByTestId('date-range-next-month') as HTMLButtonElement).disabled).toBe(true);
  });

  it('hands up a range picked with two clicks, in order', () => {
    const onChange = renderPicker();
    fireEvent.click(screen.getByTestId('date-range-open'));
    fireEvent.click(document.querySelector('[data-day="2026-11-12"]')!);
    fireEvent.click(document.querySelector('[data-day="2026-11-03"]')!);
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-03', end: '2026-11-12' });
  });

  it('keeps the second click within the longest range', () => {
    renderPicker();
    fireEvent.click(screen.getByTestId('date-range-open'));
    fireEvent.click(document.querySelector('[data-day="2026-11-20"]')!);
    fireEvent.click(screen.getByTestId('date-range-prev-month'));
    // 21 Oct to 20 Nov is 31 days, both ends counted; one more day is too many.
    expect(document.querySelector<HTMLButtonElement>('[data-day="2026-10-21"]')!.disabled).toBe(false);
    expect(document.querySelector<HTMLButtonElement>('[data-day="2026-10-20"]')!.disabled).toBe(true);
  });

  it('refuses typed future dates, bad formats and too long ranges without calling back', () => {
    const onChange = renderPicker();
    fireEvent.click(screen.getByTestId('date-range-open'));
    const type = (start: string, end: string) => {
      fireEvent.change(screen.getByTestId('date-range-start'), { target: { value: start } });
      fireEvent.change(screen.getByTestId('date-range-end'), { target: { value: end } });
      fireEvent.click(screen.getByTestId('date-range-apply'));
      return screen.queryByTestId('date-range-hint')?.textContent;
    };
    expect(type('2026-11-20', '2026-11-24')).toBe(SHELL_EN.ag_date_future);
    expect(type('2026/11/20', '2026-11-23')).toBe(SHELL_EN.ag_date_invalid);
    expect(type('2026-10-01', '2026-11-23')).toBe(SHELL_EN.ag_date_too_long.replace('{{days}}', '31'));
    expect(onChange).not.toHaveBeenCalled();
    type('2026-11-01', '2026-11-23');
    // A valid range is handed up and the calendar closes.
    expect(screen.queryByTestId('date-range-hint')).toBeNull();
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-01', end: '2026-11-23' });
  });
});

describe('consolidated contract list', () => {
  it('offers accept/reject on P and E, cancel/accept on V, and reloads after an answer', async () => {
    setSessionValues({ token: 'tok', isAgent: 0 });
    const sent = serve({
      isAgent: 0,
      contracts: [
        contract({ contractId: 1, id: 1, status: 'P' }),
        contract({ contractId: 2, id: 2, status: 'E' }),
        contract({ contractId: 3, id: 3, status: 'V' }),
      ],
    });
    renderAt(<ConsolidatedContracts />);
    const rows = await screen.findAllByTestId('my-contract-row');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(within(row).getByTestId('contract-action-A')).toBeTruthy();
      expect(within(row).getByTestId('contract-action-R')).toBeTruthy();
      expect(within(row).queryByTestId('contract-action-C')).toBeNull();
    }
    fireEvent.click(screen.getByTestId('contracts-tab-active'));
    const active = await screen.findAllByTestId('my-contract-row');
    expect(active).toHaveLength(1);
    expect(within(active[0]!).getByTestId('contract-action-C')).toBeTruthy();
    expect(within(active[0]!).getByTestId('contract-action-A').textContent).toBe(EN.ag_action_confirm);

    // Accepting the pending one posts the daily-salary call and reloads the list.
    fireEvent.click(screen.getByTestId('contracts-tab-pending'));
    const loads = () => sent.filter((s) => s.path === '/wps/relay/AGENT_getConsolidated').length;
    const before = loads();
    fireEvent.click(
      within((await screen.findAllByTestId('my-contract-row'))[0]!).getByTestId('contract-action-A'),
    );
    await waitFor(() => expect(loads()).toBe(before + 1));
    expect(sent.find((s) => s.path === '/wps/relay/AGENT_processDailySalary')!.body).toEqual({
      id: 1,
      status: 'A',
    });
    await waitFor(() => expect(screen.getAllByTestId('my-contract-row')).toHaveLength(1));

    // Rejecting asks once more first.
    fireEvent.click(screen.getByTestId('contract-action-R'));
    fireEvent.click(await screen.findByTestId('dialog-confirm'));
    await waitFor(() => expect(loads()).toBe(before + 2));
    expect(sent.filter((s) => s.path === '/wps/relay/AGENT_processDailySalary').at(-1)!.body).toEqual({
      id: 2,
      status: 'R',
    });
  });

  it('shows the tiers in the wage agreement', async () => {
    setSessionValues({ token: 'tok', isAgent: 0 });
    serve({ isAgent: 0, contracts: [contract({ status: 'P' })] });
    renderAt(<ConsolidatedContracts />);
    fireEvent.click(await screen.findByTestId('contract-view'));
    const modal = await screen.findByTestId('agreement-modal');
    expect(modal.textContent).toContain(EN.ag_agreement_wage);
    expect(within(modal).getAllByTestId('tier-table-row')).toHaveLength(1);
    expect(within(modal).getByTestId('tier-table').textContent).toContain('1.50%');
  });
});

describe('agent roles', () => {
  for (const isAgent of [1, 2, 41, 42]) {
    it(`shows the Agent entry to isAgent ${isAgent}`, async () => {
      setSessionValues({ token: 'tok', nickname: 'A', isAgent });
      serve({ isAgent });
      renderAt(<InfoBar />);
      fireEvent.click(await screen.findByTestId('info-bar-toggle'));
      expect(await screen.findByTestId('member-entry-agent')).toBeTruthy();
    });
  }

  for (const isAgent of [0, 4, 40]) {
    it(`hides the Agent entry from isAgent ${isAgent}`, async () => {
      setSessionValues({ token: 'tok', nickname: 'A', isAgent });
      serve({ isAgent });
      renderAt(<InfoBar />);
      fireEvent.click(await screen.findByTestId('info-bar-toggle'));
      await screen.findByTestId('info-bar-panel');
      expect(screen.queryByTestId('member-entry-agent')).toBeNull();
    });
  }

  it('hides the Agent entry when the merchant has no agent centre, and a page whose flag is off', async () => {
    setSessionValues({ token: 'tok', nickname: 'A', isAgent: 1 });
    serve({ isAgent: 1, flags: ['MEMBERCENTER'] });
    renderAt(<InfoBar />);
    fireEvent.click(await screen.findByTestId('info-bar-toggle'));
    await screen.findByTestId('info-bar-panel');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('member-entry-agent')).toBeNull();
    cleanup();

    serve({ isAgent: 1, flags: ['MEMBERCENTER', 'AGENTCENTER'] });
    renderAt(<div />, '/member?page=agentTeamOverview');
    await screen.findByTestId('agent-nav-registerCenter');
    // Until the merchant's flags arrive every page is offered; on a loaded machine they come later.
    await waitFor(() => expect(screen.queryByTestId('agent-nav-palStatementsAgentCopy')).toBeNull(), {
      timeout: 5_000,
    });
  });

  it('hides contract-kind entries whose contract is not available to the agent', async () => {
    setSessionValues({ token: 'tok', nickname: 'A', isAgent: 1 });
    const sent = serve({ isAgent: 1, contracts: [contract({ kind: 'DAILY_SALARY', status: 'V' })] });
    renderAt(<div />, '/member?page=agentTeamOverview');
    await screen.findByTestId('agent-nav-registerCenter');
    await waitFor(() => expect(sent.some((s) => s.path === '/wps/relay/AGENT_getConsolidated')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('agent-nav-agentDividendRecordCopy2')).toBeNull());
    expect(screen.getByTestId('agent-nav-agentDailyWages2')).toBeTruthy();
    expect(screen.queryByTestId('agent-nav-agentHourSalary')).toBeNull();
    expect(screen.queryByTestId('agent-nav-agentRealtimeSalary')).toBeNull();
    // Pages of no contract kind stay.
    expect(screen.getByTestId('agent-nav-agentTeamOverview')).toBeTruthy();
    expect(screen.getByTestId('agent-nav-personalHistoryCopy')).toBeTruthy();
    // A page opened by address keeps its own entry.
    cleanup();
    serve({ isAgent: 1, contracts: [contract({ kind: 'DAILY_SALARY', status: 'V' })] });
    renderAt(<div />, '/member?page=agentHourSalary');
    expect(await screen.findByTestId('agent-nav-agentHourSalary')).toBeTruthy();
  });

  it('offers every contract kind to a top agent, who holds no contract of its own', async () => {
    setSessionValues({ token: 'tok', nickname: 'A', isAgent: 1 });
    const sent = serve({ isAgent: 1, contracts: [] });
    renderAt(<div />, '/member?page=agentTeamOverview');
    await screen.findByTestId('agent-nav-registerCenter');
    await waitFor(() => expect(sent.some((s) => s.path === '/wps/relay/AGENT_getConsolidated')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const page of [
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ])
      expect(screen.getByTestId(`agent-nav-${page}`)).toBeTruthy();
  });

  it('opens the agent centre for an agent and refuses a trial agent (41) with in_please_account', async () => {
    setSessionValues({ token: 'tok', nickname: 'A', isAgent: 1 });
    serve({ isAgent: 1 });
    const router = renderAt(<InfoBar />);
    fireEvent.click(await screen.findByTestId('info-bar-toggle'));
    fireEvent.click(await screen.findByTestId('member-entry-agent'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=agentTeamOverview'));
    expect(await screen.findByTestId('agent-nav-registerCenter')).toBeTruthy();
    cleanup();

    setSessionValues({ token: 'tok', nickname: 'A', isAgent: 41 });
    serve({ isAgent: 41 });
    const trial = renderAt(<InfoBar />);
    fireEvent.click(await screen.findByTestId('info-bar-toggle'));
    fireEvent.click(await screen.findByTestId('member-entry-agent'));
    expect((await screen.findByTestId('dialog-message')).textContent).toBe(i18n.t('in_please_account'));
    expect(trial.state.location.pathname).toBe('/');
  });

  it('refuses agent pages opened by address to trial accounts and members', async () => {
    setSessionValues({ token: 'tok', isAgent: 4 });
    serve({ isAgent: 4 });
    renderAt(<div />, '/member?page=registerCenter');
    expect((await screen.findByTestId('agent-refused-trial')).textContent).toContain(
      i18n.t('in_please_account'),
    );
    cleanup();

    setSessionValues({ token: 'tok', isAgent: 0 });
    serve({ isAgent: 0 });
    renderAt(<div />, '/member?page=agentTeamOverview');
    expect((await screen.findByTestId('agent-refused-not-agent')).textContent).toContain(EN.ag_not_agent);
  });
});

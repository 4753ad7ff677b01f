import { describe, expect, it } from 'vitest';
import { agentCentreAccess, showsAgentMenu } from './agent-pages';
import { contractActions, contractTab, ratePercent, waitsForHolder } from './contract-rules';
import { agentToday } from './hooks/useAgentData';
import {
  dayPickable,
  daysInRange,
  isDay,
  lastDays,
  monthGrid,
  rangeIssue,
  rangeOfClicks,
} from '../../lib/date-range';
import { tierIssue } from './offer-rules';
import { overAvailable, transferTotal } from './transfer-rules';

describe('date ranges', () => {
  const today = '2026-11-23';

  it('accepts real yyyy-mm-dd days only', () => {
    expect(isDay('2026-11-23')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('23/11/2026')).toBe(false);
    expect(isDay('2026-1-5')).toBe(false);
  });

  it('refuses future days, a reversed range and one longer than the limit', () => {
    expect(rangeIssue({ start: '2026-11-01', end: '2026-11-23' }, today, 31)).toBeNull();
    expect(rangeIssue({ start: '2026-11-20', end: '2026-11-24' }, today, 31)).toBe('ag_date_future');
    expect(rangeIssue({ start: '2026-11-22', end: '2026-11-20' }, today, 31)).toBe('ag_date_order');
    expect(rangeIssue({ start: '2026-10-23', end: '2026-11-23' }, today, 31)).toBe('ag_date_too_long');
    expect(rangeIssue({ start: '2026-10-24', end: '2026-11-23' }, today, 31)).toBeNull();
    expect(rangeIssue({ start: '2026/11/01', end: '2026-11-23' }, today, 31)).toBe('ag_date_invalid');
  });

  it('counts both ends, across months and a leap day', () => {
    expect(daysInRange({ start: '2026-11-23', end: '2026-11-23' })).toBe(1);
    expect(daysInRange({ start: '2028-02-28', end: '2028-03-01' })).toBe(3);
    expect(lastDays(today, 7)).toEqual({ start: '2026-11-17', end: today });
  });

  it('disables days after today and, once a start is picked, days too far from it', () => {
    expect(dayPickable('2026-11-24', today, 31, null)).toBe(false);
    expect(dayPickable('2026-11-23', today, 31, null)).toBe(true);
    expect(dayPickable('2026-10-01', today, 31, null)).toBe(true);
    expect(dayPickable('2026-10-01', today, 31, '2026-11-20')).toBe(false);
    expect(dayPickable('2026-10-21', today, 31, '2026-11-20')).toBe(true);
    expect(rangeOfClicks('2026-11-20', '2026-11-02')).toEqual({ start: '2026-11-02', end: '2026-11-20' });
  });

  it('lays a month out in Sunday-first weeks and counts business days in UTC+7', () => {
    const grid = monthGrid('2026-11-01');
    expect(grid[0]).toBe('2026-11-01'); // 1 Nov 2026 is a Sunday.
    expect(grid.filter(Boolean)).toHaveLength(30);
    expect(grid.length % 7).toBe(0);
    // 18:30 UTC on 23 Nov is already 24 Nov in UTC+7.
    expect(agentToday(Date.UTC(2026, 10, 23, 18, 30))).toBe('2026-11-24');
    expect(agentToday(Date.UTC(2026, 10, 23, 16, 59))).toBe('2026-11-23');
  });
});

describe('contract rules', () => {
  it('P and E take accept or reject, V takes cancel or accept, others nothing', () => {
    expect(contractActions('P')).toEqual(['A', 'R']);
    expect(contractActions('E')).toEqual(['A', 'R']);
    expect(contractActions('V')).toEqual(['C', 'A']);
    expect(contractActions('R')).toEqual([]);
    expect(contractActions('C')).toEqual([]);
  });

  it('lists every status but V as pending, V as accepted', () => {
    expect(['P', 'E', 'R', 'C'].map((s) => contractTab(s as 'P'))).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(contractTab('V')).toBe('active');
  });

  it('knows which contracts wait for the holder and shows percent rates', () => {
    expect(waitsForHolder({ status: 'P', pendingTiers: null })).toBe(true);
    expect(waitsForHolder({ status: 'V', pendingTiers: null })).toBe(false);
    expect(waitsForHolder({ status: 'V', pendingTiers: [{}] })).toBe(true);
    expect(waitsForHolder({ status: 'R', pendingTiers: null })).toBe(false);
    expect(ratePercent('1.25')).toBe('1.25%');
    expect(ratePercent('30')).toBe('30.00%');
  });

  it('checks offered tiers as the server does', () => {
    expect(
      tierIssue(
        'DIVIDEND',
        { minimumBet: '1000', netLoss: '0', activeMember: '3', contractRate: '30' },
        'THB',
      ),
    ).toBeNull();
    expect(
      tierIssue(
        'DIVIDEND',
        { minimumBet: '1000', netLoss: '0', activeMember: '3', contractRate: '101' },
        'THB',
      ),
    ).toBe('contractRate');
    expect(
      tierIssue('DAILY_SALARY', { betVolume: '500', activeMember: '1', rateType: 'F', rate: '150.5' }, 'THB'),
    ).toBeNull();
    expect(
      tierIssue('DAILY_SALARY', { betVolume: '500', activeMember: '1', rateType: 'P', rate: '150' }, 'THB'),
    ).toBe('rate');
    expect(tierIssue('REALTIME_SALARY', { betAmount: '10', lossRate: '0.5', winRate: 'x' }, 'THB')).toBe(
      'winRate',
    );
    // Amounts also fit the merchant currency's scale, as the server's tier check demands.
    expect(
      tierIssue(
        'DAILY_SALARY',
        { betVolume: '500.50', activeMember: '1', rateType: 'F', rate: '150' },
        'VND',
      ),
    ).toBe('betVolume');
    expect(
      tierIssue(
        'DAILY_SALARY',
        { betVolume: '500.00', activeMember: '1', rateType: 'F', rate: '150.5' },
        'VND',
      ),
    ).toBe('rate');
    expect(
      tierIssue(
        'DAILY_SALARY',
        { betVolume: '500.00', activeMember: '1', rateType: 'F', rate: '150' },
        'VND',
      ),
    ).toBeNull();
  });
});

describe('roles', () => {
  it('shows the Agent entry to isAgent 1, 2, 41 and 42 only', () => {
    expect([0, 1, 2, 4, 40, 41, 42, null].map(showsAgentMenu)).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('opens the centre for agents, refuses trial accounts and members', () => {
    expect(agentCentreAccess(1)).toBe('open');
    expect(agentCentreAccess(2)).toBe('open');
    expect(agentCentreAccess(4)).toBe('trial');
    expect(agentCentreAccess(41)).toBe('trial');
    expect(agentCentreAccess(0)).toBe('not-agent');
  });
});

describe('downline transfer totals', () => {
  it('adds the lines in minor units and compares with the balance', () => {
    const total = transferTotal(['1,000.50', '99.50'], 'THB');
    expect(total).toMatchObject({ ok: true, amount: '1100.00' });
    expect(overAvailable(total, '1100.00', 'THB')).toBe(false);
    expect(overAvailable(total, '1099.99', 'THB')).toBe(true);
    expect(transferTotal(['10', 'abc'], 'THB').ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { AdminDailyReportRow, RegisterFieldSetting } from '@platform/shared';
import { buildFlagTree } from './flag-tree';
import { settingsErrors } from './MerchantSettingsPage';
import { fieldRowError } from './RegisterFieldsPage';
import { metricSeries, reportTotals, shortDay } from './report-series';

const day = (d: string, deposits: string, ggr: string): AdminDailyReportRow => ({
  day: d,
  deposits,
  depositCount: 1,
  withdrawals: '0.10',
  withdrawalCount: 2,
  bets: '0.20',
  payouts: '0.00',
  ggr,
  newMembers: 3,
});

describe('report series', () => {
  const rows = [day('2024-05-01', '100.10', '-5.00'), day('2024-05-02', '0.20', '7.50')];

  it('labels days briefly and gives one series per metric', () => {
    expect(shortDay('2024-05-01')).toBe('05-01');
    const series = metricSeries(rows, ['deposits', 'ggr'], (m) => m);
    expect(series).toEqual([
      { name: 'deposits', values: [100.1, 0.2] },
      { name: 'ggr', values: [-5, 7.5] },
    ]);
  });

  it('sums money exactly in minor units of the currency', () => {
    const totals = reportTotals(rows, 'THB');
    expect(totals.deposits).toBe('100.30');
    expect(totals.withdrawals).toBe('0.20');
    expect(totals.bets).toBe('0.40');
    expect(totals.ggr).toBe('2.50');
    expect(totals.depositCount).toBe(2);
    expect(totals.newMembers).toBe(6);
    const vndDay = (d: string, deposits: string, ggr: string) => ({
      ...day(d, deposits, ggr),
      withdrawals: '0.00',
      bets: '0.00',
    });
    const vnd = reportTotals(
      [vndDay('2024-05-01', '1500.00', '-5.00'), vndDay('2024-05-02', '2500.00', '7.00')],
      'VND',
    );
    expect(vnd.deposits).toBe('4000');
    expect(vnd.ggr).toBe('2');
    // Beyond 2^53, where a sum of Numbers is off.
    const huge = reportTotals(
      [day('2024-05-01', '90071992547409.93', '0.00'), day('2024-05-02', '0.01', '0.00')],
      'THB',
    );
    expect(huge.deposits).toBe('90071992547409.94');
  });
});

describe('flag tree', () => {
  it('nests by parent in sort order and keeps orphans as roots', () => {
    const tree = buildFlagTree([
      { modId: 'games', parentModId: null, enabled: true, sort: 2 },
      { modId: 'slots', parentModId: 'games', enabled: false, sort: 2 },
      { modId: 'live', parentModId: 'games', enabled: true, sort: 1 },
      { modId: 'home', parentModId: null, enabled: true, sort: 1 },
      { modId: 'lost', parentModId: 'missing', enabled: true, sort: 9 },
    ]);
    expect(tree.map((n) => n.modId)).toEqual(['home', 'games', 'lost']);
    expect(tree[1]!.children.map((n) => n.modId)).toEqual(['live', 'slots']);
  });
});

describe('settings checks', () => {
  const draft = {
    name: 'Golden Lotus',
    languages: ['CN', 'EN'],
    defaultLanguage: 'CN',
    maintenanceStart: '',
    maintenanceEnd: '',
    maintenanceMessage: '',
    blockedCountries: 'US, SG',
  };

  it('accepts a sound form', () => {
    expect(settingsErrors(draft)).toEqual({});
  });

  it('refuses a default language that is not offered, a reversed window and bad codes', () => {
    expect(settingsErrors({ ...draft, defaultLanguage: 'JA' }).defaultLanguage?.key).toBe(
      'adm_v_default_language',
    );
    expect(settingsErrors({ ...draft, languages: [] }).languages?.key).toBe('adm_v_languages');
    const reversed = settingsErrors({
      ...draft,
      maintenanceStart: '2024-05-02T10:00',
      maintenanceEnd: '2024-05-01T10:00',
    });
    expect(reversed.maintenanceEnd?.key).toBe('adm_v_end_after_start');
    expect(settingsErrors({ ...draft, maintenanceEnd: '2024-05-01T10:00' }).maintenanceStart?.key).toBe(
      'adm_v_start_needed',
    );
    expect(settingsErrors({ ...draft, blockedCountries: 'USA' }).blockedCountries?.key).toBe(
      'adm_v_countries',
    );
    expect(settingsErrors({ ...draft, name: ' ' }).name?.key).toBe('adm_v_required');
  });
});

describe('register field rows', () => {
  const field: RegisterFieldSetting = {
    key: 'mobile',
    enabled: true,
    required: false,
    type: 'text',
    minLength: 8,
    maxLength: 15,
    acceptedPattern: '*',
    patternId: null,
  };

  it('flags lengths out of order or range, a missing pattern and required-but-off', () => {
    expect(fieldRowError(field)).toBeNull();
    expect(fieldRowError({ ...field, minLength: 20 })).toBe('adm_v_min_over_max');
    expect(fieldRowError({ ...field, maxLength: 0 })).toBe('adm_v_length_range');
    expect(fieldRowError({ ...field, maxLength: 300 })).toBe('adm_v_length_range');
    expect(fieldRowError({ ...field, acceptedPattern: ' ' })).toBe('adm_v_pattern');
    expect(fieldRowError({ ...field, enabled: false, required: true })).toBe('adm_v_required_enabled');
  });
});

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

  it('sums money in cents', () => {
    const totals = reportTotals(rows);
    expect(totals.deposits).toBe(100.3);
    expect(totals.withdrawals).toBe(0.2);
    expect(totals.bets).toBe(0.4);
    expect(totals.ggr).toBe(2.5);
    expect(totals.depositCount).toBe(2);
    expect(totals.newMembers).toBe(6);
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

import { describe, expect, it } from 'vitest';
import { fromDraft, rulesErrors, sharedValue, toDraft } from './fraud-logic';

const RULES = {
  device: true,
  ipRange: false,
  ipWindowDays: 7,
  payee: false,
  bankAccount: true,
  promotion: true,
  promotionAccounts: 3,
  promotionNewDays: 7,
  reviewWithdrawals: true,
};

describe('fraud rules form', () => {
  it('round-trips the rules and checks the numbers against their bounds', () => {
    const draft = toDraft(RULES);
    expect(rulesErrors(draft)).toEqual({});
    expect(fromDraft({ ...draft, promotionAccounts: ' 5 ' })).toEqual({ ...RULES, promotionAccounts: 5 });
    const errors = rulesErrors({
      ...draft,
      ipWindowDays: '0',
      promotionAccounts: '1.5',
      promotionNewDays: '366',
    });
    expect(Object.keys(errors).sort()).toEqual(['ipWindowDays', 'promotionAccounts', 'promotionNewDays']);
    expect(errors.ipWindowDays).toEqual({ key: 'ops_err_int_between', values: { min: 1, max: 365 } });
  });

  it('reads a promotion value as its title and device', () => {
    expect(sharedValue({ kind: 'DEVICE', value: 'abc-123', promotionTitle: null })).toEqual({
      main: 'abc-123',
      device: null,
    });
    expect(sharedValue({ kind: 'PROMOTION', value: '12:dev:1', promotionTitle: 'Welcome' })).toEqual({
      main: 'Welcome',
      device: 'dev:1',
    });
    expect(sharedValue({ kind: 'PROMOTION', value: '12:dev', promotionTitle: null }).main).toBe('#12');
  });
});

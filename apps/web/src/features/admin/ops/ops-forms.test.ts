import { describe, expect, it } from 'vitest';
import { POINTS_CURRENCY, type AdminNotice, type AdminPromotion } from '@platform/shared';
import { offerBody } from './agents/ContractOfferForm';
import { tierEntries } from './agents/contract-terms';
import { payoutRangeError } from './agents/payout-range';
import { messageFormToBody, onlineFormToBody } from './content/message-form';
import { emptyNoticeForm, noticeFormToInput, noticeToForm } from './content/notice-form';
import { checkWindow, fromLocalInput, intIn, isAmount, toLocalInput } from './form-rules';
import { maintenanceToBody } from './games/maintenance-form';
import { canVoid, drawTimeBounds, formatSeconds, lockSecondsMax } from './lottery/lottery-rules';
import { configFormToBody } from './points/config-form';
import { emptyRewardForm, rewardFormToInput } from './points/reward-form';
import { typeFormErrors } from './points/RewardTypesPage';
import { grantFormToBody } from './promotions/grant-form';
import { emptyPromotionForm, promotionFormToInput, promotionToForm } from './promotions/promotion-form';

describe('form rules', () => {
  it('round-trips local datetime inputs and refuses impossible dates', () => {
    const ms = new Date(2026, 4, 3, 14, 5).getTime();
    expect(toLocalInput(ms)).toBe('2026-05-03T14:05');
    expect(fromLocalInput('2026-05-03T14:05')).toBe(ms);
    expect(fromLocalInput('2026-02-30T10:00')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('checks a schedule window: start required, end after start', () => {
    expect(checkWindow('', '').errors.start).toBe('ops_err_time');
    expect(checkWindow('2026-05-03T10:00', '2026-05-03T10:00').errors.end).toBe('ops_err_end_after_start');
    expect(checkWindow('2026-05-03T10:00', '').errors).toEqual({});
    expect(checkWindow('2026-05-03T10:00', '', { endRequired: true }).errors.end).toBe('ops_err_required');
  });

  it('accepts amounts of the currency by the shared money rules and bounded integers only', () => {
    expect(isAmount('10.50', 'THB')).toBe(true);
    expect(isAmount('10.500', 'THB')).toBe(true);
    expect(isAmount('10.505', 'THB')).toBe(false);
    expect(isAmount('-1', 'THB')).toBe(false);
    expect(isAmount('1e3', 'THB')).toBe(false);
    expect(isAmount('10.50', 'VND')).toBe(false);
    expect(isAmount('10000', 'VND')).toBe(true);
    expect(isAmount('120.5', POINTS_CURRENCY)).toBe(true);
    expect(intIn('7', 0, 10)).toBe(7);
    expect(intIn('11', 0, 10)).toBeNull();
    expect(intIn('1.5', 0, 10)).toBeNull();
  });
});

describe('notice form', () => {
  it('builds a banner body with its own fields and requires an image', () => {
    const form = { ...emptyNoticeForm('banners'), title: ' Spring ', start: '2026-05-03T10:00' };
    expect(noticeFormToInput('banners', form).errors.imageUrl).toBe('ops_err_required');
    const { input, errors } = noticeFormToInput('banners', {
      ...form,
      imageUrl: '/img/spring.png',
      linkage: 'https://example.com/x',
    });
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      title: 'Spring',
      imageUrl: '/img/spring.png',
      groupName: 'w_home',
      linkageType: 'URL',
      linkage: 'https://example.com/x',
      status: 'A',
      endTime: null,
    });
    expect(input).not.toHaveProperty('type');
  });

  it('refuses javascript: links, bad sort and no platform', () => {
    const { input, errors } = noticeFormToInput('banners', {
      ...emptyNoticeForm('banners'),
      title: 'x',
      imageUrl: 'javascript:alert(1)',
      sort: '20000',
      platforms: [],
    });
    expect(input).toBeNull();
    expect(errors).toMatchObject({
      imageUrl: 'ops_err_url',
      sort: 'ops_err_int_range',
      platforms: 'ops_err_required',
    });
  });

  it('sends type and promotion only from the notices view; a PR notice needs its promotion', () => {
    const base = { ...emptyNoticeForm('notices'), title: 'Promo', type: 'PR' as const };
    expect(noticeFormToInput('notices', base).errors.promotionId).toBe('ops_err_required');
    const { input } = noticeFormToInput('notices', { ...base, promotionId: '12' });
    expect(input).toMatchObject({ type: 'PR', promotionId: 12 });
    const popup = noticeFormToInput('popups', {
      ...emptyNoticeForm('popups'),
      title: 'Hi',
      execution: 'F',
    }).input;
    expect(popup).toMatchObject({ execution: 'F' });
    expect(popup).not.toHaveProperty('type');
  });

  it('maps a stored notice back into the form', () => {
    const notice: AdminNotice = {
      id: 3,
      type: 'PL',
      title: 'T',
      content: '<b>x</b>',
      execution: 'B',
      groupName: null,
      promotionId: null,
      imageUrl: null,
      linkage: null,
      linkageType: null,
      roomId: null,
      nodeId: null,
      vendor: null,
      platforms: ['W'],
      sort: 4,
      startTime: new Date(2026, 0, 2, 3, 4).getTime(),
      endTime: null,
      status: 'I',
      live: false,
      texts: { EN: { title: 'English', content: '<i>y</i>' } },
    };
    expect(noticeToForm(notice)).toMatchObject({
      texts: { EN: { title: 'English', content: '<i>y</i>' } },
      sort: '4',
      start: '2026-01-02T03:04',
      end: '',
      status: 'I',
      linkageType: 'URL',
    });
  });
});

describe('message forms', () => {
  it('sends to one member or all, never both', () => {
    expect(
      messageFormToBody({ audience: 'one', username: '', title: 't', content: '' }).errors.username,
    ).toBe('ops_err_required');
    expect(messageFormToBody({ audience: 'all', username: 'bob', title: ' t ', content: 'c' }).body).toEqual({
      username: null,
      all: true,
      title: 't',
      content: 'c',
      texts: {},
    });
    // Other languages go along, blanks left out; the default's title stays required.
    const translated = messageFormToBody(
      {
        audience: 'all',
        username: '',
        title: '标题',
        content: '',
        texts: { EN: { title: ' Title ' }, TH: { title: '' } },
      },
      'CN',
    ).body;
    expect(translated?.texts).toEqual({ EN: { title: 'Title' } });
    expect(onlineFormToBody({ username: 'bob', title: 't', content: ' ' }).errors.content).toBe(
      'ops_err_required',
    );
  });
});

describe('maintenance window', () => {
  const now = new Date(2026, 4, 3, 12, 0).getTime();
  it('needs an end in the future and at most 31 days long', () => {
    expect(
      maintenanceToBody({ start: '2026-05-03T10:00', end: '2026-05-03T11:00', message: '' }, now).errors.end,
    ).toBe('ops_err_end_past');
    expect(
      maintenanceToBody({ start: '2026-05-03T10:00', end: '2026-07-03T11:00', message: '' }, now).errors.end,
    ).toBe('ops_err_window_too_long');
    const ok = maintenanceToBody(
      { start: '2026-05-03T11:00', end: '2026-05-03T13:00', message: ' Upgrade ' },
      now,
    );
    expect(ok.body).toEqual({
      startTime: new Date(2026, 4, 3, 11).getTime(),
      endTime: new Date(2026, 4, 3, 13).getTime(),
      message: 'Upgrade',
    });
  });
});

describe('lottery rules', () => {
  it('keeps the betting close below half the interval and within the cap', () => {
    expect(lockSecondsMax(60)).toBe(29);
    expect(lockSecondsMax(61)).toBe(30);
    expect(lockSecondsMax(86_400)).toBe(3600);
    expect(lockSecondsMax(1)).toBe(0);
  });
  it('voids only open issues and turns a day range into draw-time bounds', () => {
    expect(canVoid({ status: 'open' })).toBe(true);
    expect(canVoid({ status: 'drawn' })).toBe(false);
    const bounds = drawTimeBounds({ from: '2026-05-01', to: '2026-05-02' });
    expect(bounds.from).toBe(new Date(2026, 4, 1).getTime());
    expect(bounds.to).toBe(new Date(2026, 4, 3).getTime() - 1);
    expect(drawTimeBounds({ from: '', to: '' })).toEqual({ from: undefined, to: undefined });
    expect(formatSeconds(3725)).toBe('1h 2m 5s');
    expect(formatSeconds(0)).toBe('0s');
  });
});

describe('promotion form', () => {
  it('asks for the fields of the type and leaves the others out', () => {
    const form = {
      ...emptyPromotionForm(),
      title: 'Code',
      promotionType: 'TICKET' as const,
      bonusAmount: '5',
    };
    expect(promotionFormToInput(form, 'THB').errors.promoCode).toBe('ops_err_required');
    const { input } = promotionFormToInput(
      { ...form, promoCode: 'SPRING', target: '100', ratePercent: '5' },
      'THB',
    );
    expect(input).toMatchObject({ promoCode: 'SPRING', target: null, ratePercent: null, schedules: null });
  });

  it('keeps raffle draws and the linked promotion when editing', () => {
    const stored = {
      id: 9,
      title: 'Raffle',
      content: '',
      startDate: new Date(2026, 0, 1).getTime(),
      startDateStr: '2026-01-01',
      endDate: null,
      announcementImages: [],
      promotionType: 'RAFFLE',
      redirect: null,
      externalLink: null,
      linkedPromotionId: 4,
      texts: {},
      remarkRequired: 'N',
      imageRequired: 'N',
      categoryId: null,
      bonusAmount: '10.00',
      turnoverMultiplier: 1,
      applyStatus: null,
      status: 'A',
      phase: 'RUNNING',
      sortOrder: 0,
      promoCode: null,
      target: null,
      ratePercent: null,
      withinDays: null,
      imageUrls: ['/a.png'],
      schedules: [{ startTime: 1, endTime: 2 }],
      applications: { pending: 0, approved: 0, rejected: 0 },
    } satisfies AdminPromotion;
    const { input } = promotionFormToInput(promotionToForm(stored), 'THB');
    expect(input).toMatchObject({
      linkedPromotionId: 4,
      schedules: [{ startTime: 1, endTime: 2 }],
      imageUrls: ['/a.png'],
    });
  });

  it('refuses more than five images and a bad multiplier', () => {
    const { errors } = promotionFormToInput(
      {
        ...emptyPromotionForm(),
        title: 't',
        bonusAmount: '1',
        imageUrls: '/1\n/2\n/3\n/4\n/5\n/6',
        turnoverMultiplier: '101',
      },
      'THB',
    );
    expect(errors).toMatchObject({
      imageUrls: 'ops_err_too_many_images',
      turnoverMultiplier: 'ops_err_number_range',
    });
  });
});

describe('grant form', () => {
  it('needs a promotion, a member and a positive amount', () => {
    expect(
      grantFormToBody({ promotionId: '3', username: 'bob', amount: '0.00', remarks: '' }, 'THB').errors,
    ).toEqual({
      amount: 'ops_err_amount_positive',
    });
    expect(
      grantFormToBody({ promotionId: '3', username: 'bob', amount: '12.5', remarks: '' }, 'VND').errors,
    ).toEqual({
      amount: 'ops_err_amount',
    });
    expect(
      grantFormToBody({ promotionId: '', username: '', amount: '0', remarks: '' }, 'THB').errors,
    ).toEqual({
      promotionId: 'ops_err_required',
      username: 'ops_err_required',
      amount: 'ops_err_amount_positive',
    });
    expect(
      grantFormToBody({ promotionId: '3', username: ' bob ', amount: '12.5', remarks: '' }, 'THB').body,
    ).toEqual({
      promotionId: 3,
      username: 'bob',
      amount: '12.5',
      remarks: null,
    });
  });
});

describe('points forms', () => {
  const types = [{ typeId: 1, name: 'Gifts', chineseName: '', i18nStr: null }];
  it('needs a points price or a points-plus-money offer', () => {
    const form = { ...emptyRewardForm(types), name: 'Mug' };
    expect(rewardFormToInput(form, 'THB').errors.price).toBe('ops_err_no_price');
    const { input } = rewardFormToInput(
      {
        ...form,
        offerPointsMoney: true,
        mpPointAmount: '100',
        mpMoneyAmount: '5.50',
        mainImage: 'data:image/png;base64,AAAA',
      },
      'THB',
    );
    expect(input).toMatchObject({
      type: 1,
      price: null,
      displayPointMoneyAmt: 'Y',
      mpPointAmount: '100',
      merchandiseImages: [{ type: 'M', imageUrl: 'data:image/png;base64,AAAA' }],
    });
  });

  it('refuses an image that is neither https, a path nor an inline picture', () => {
    expect(
      rewardFormToInput(
        { ...emptyRewardForm(types), name: 'x', price: '1', cardImage: 'http://x/y.png' },
        'THB',
      ).errors.cardImage,
    ).toBe('ops_err_image_url');
  });

  it('checks the points config: 4 decimals, exchange rate above zero', () => {
    const form = {
      pointExchangeRate: '0',
      liveBet: '1.5',
      lottoBet: '0',
      pvpBet: '0',
      rngBet: '0.12345',
      sportBet: '2',
      deposit: '0',
    };
    expect(configFormToBody(form).errors).toEqual({
      pointExchangeRate: 'ops_err_rate_positive',
      rngBet: 'ops_err_rate',
    });
    expect(configFormToBody({ ...form, pointExchangeRate: '10', rngBet: '0.1234' }).body).toMatchObject({
      pointExchangeRate: 10,
      rngBet: 0.1234,
    });
  });

  it('checks reward types: id range and names by language as a JSON object', () => {
    expect(typeFormErrors({ typeId: '0', name: 'x', chineseName: '', i18nStr: '[1]' })).toEqual({
      typeId: 'ops_err_int_range',
      i18nStr: 'ops_err_json',
    });
    expect(typeFormErrors({ typeId: '4', name: 'x', chineseName: '', i18nStr: '{"en":"x"}' })).toEqual({});
  });
});

describe('agents', () => {
  it('labels contract terms and marks percents', () => {
    expect(tierEntries({ betVolume: '1000.00', activeMember: 3, rateType: 'P', rate: '1.5' })).toEqual([
      { label: 'ops_term_betVolume', known: true, value: '1000.00' },
      { label: 'ops_term_activeMember', known: true, value: '3' },
      { label: 'ops_term_rate', known: true, value: '1.5%' },
    ]);
    expect(tierEntries({ custom: 2 })).toEqual([{ label: 'custom', known: false, value: '2' }]);
    expect(tierEntries(null)).toEqual([]);
  });

  it('limits payout ranges to 92 days in order', () => {
    expect(payoutRangeError({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
    expect(payoutRangeError({ from: '2026-02-01', to: '2026-01-31' })).toBe('ops_err_range_order');
    expect(payoutRangeError({ from: '2026-01-01', to: '2026-06-01' })).toBe('ops_err_range_too_long');
    expect(payoutRangeError({ from: '', to: '2026-06-01' })).toBe('ops_err_range_days');
  });
});

describe('contract offers to top agents', () => {
  it('sends each kind its own tier fields, counts as numbers, a period only for dividends', () => {
    const tier = { minimumBet: ' 1000 ', netLoss: '100', activeMember: '2', contractRate: '10', stray: 'x' };
    expect(
      offerBody({
        kind: 'DIVIDEND',
        username: ' agent001 ',
        productType: 'ALL',
        computationPeriod: 'W',
        tiers: [tier],
      }),
    ).toEqual({
      kind: 'DIVIDEND',
      username: 'agent001',
      productType: 'ALL',
      computationPeriod: 'W',
      tiers: [{ minimumBet: '1000', netLoss: '100', activeMember: 2, contractRate: '10' }],
    });
    const daily = { betVolume: '500', activeMember: '1', rateType: 'F', rate: '20' };
    expect(
      offerBody({
        kind: 'DAILY_SALARY',
        username: 'a',
        productType: 'LOTT',
        computationPeriod: 'W',
        tiers: [daily],
      }),
    ).toEqual({
      kind: 'DAILY_SALARY',
      username: 'a',
      productType: 'LOTT',
      tiers: [{ betVolume: '500', activeMember: 1, rateType: 'F', rate: '20' }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { VendorCard } from '@platform/shared';
import {
  lobbyListParams,
  normaliseSearch,
  pageCount,
  tabFromParam,
  tabNeedsLogin,
  tabToParam,
} from './lobby';
import { cardAction, typeListRoute } from './vendor-route';
import { slidesOf } from './components/RecommendedModal';

function card(accountTypeName: string, extra: Partial<VendorCard> = {}): VendorCard {
  return {
    cardId: 1,
    id: 1,
    accountTypeId: 1,
    accountTypeName,
    displayName: accountTypeName,
    smallIcon: null,
    lagerIcon: null,
    gameType: 'RNG',
    isGame: 'VASSALAGE',
    gameId: null,
    maintenance: null,
    ...extra,
  };
}

describe('lobby tabs from ?page=', () => {
  const vendors = [card('LOTUS'), card('PG')];
  it('reads the special tab names and vendor codes, defaulting to the first vendor', () => {
    expect(tabFromParam('hot', vendors)).toEqual({ kind: 'hot' });
    expect(tabFromParam('recentGameList', vendors)).toEqual({ kind: 'recent' });
    expect(tabFromParam('favGameList', vendors)).toEqual({ kind: 'favourite' });
    expect(tabFromParam('pg', vendors)).toEqual({ kind: 'vendor', vendor: 'PG' });
    expect(tabFromParam(null, vendors)).toEqual({ kind: 'vendor', vendor: 'LOTUS' });
    expect(tabFromParam(null, [])).toEqual({ kind: 'hot' });
  });
  it('writes them back', () => {
    expect(tabToParam({ kind: 'favourite' })).toBe('favGameList');
    expect(tabToParam({ kind: 'recent' })).toBe('recentGameList');
    expect(tabToParam({ kind: 'vendor', vendor: 'PG' })).toBe('PG');
  });
  it('recent and favourite need login, hot and vendors do not', () => {
    expect(tabNeedsLogin({ kind: 'recent' })).toBe(true);
    expect(tabNeedsLogin({ kind: 'favourite' })).toBe(true);
    expect(tabNeedsLogin({ kind: 'hot' })).toBe(false);
    expect(tabNeedsLogin({ kind: 'vendor', vendor: 'PG' })).toBe(false);
  });
});

describe('lobby list query', () => {
  it('trims the search and drops a blank one', () => {
    expect(normaliseSearch('  Lotus  ')).toBe('Lotus');
    expect(normaliseSearch('   ')).toBeUndefined();
  });
  it('a vendor tab lists that vendor with the filters', () => {
    expect(
      lobbyListParams({
        gameType: 'RNG',
        tab: { kind: 'vendor', vendor: 'LOTUS' },
        classify: 'JP',
        search: ' Fortune ',
        pageNo: 2,
      }),
    ).toEqual({
      source: 'list',
      gameType: 'RNG',
      vassalage: 'LOTUS',
      gameClassify: 'JP',
      gameName: 'Fortune',
      pageNo: 2,
    });
  });
  it('hot, recent and favourite use their own lists unless filtered', () => {
    const base = { gameType: 'RNG' as const, classify: '' as const, search: '', pageNo: 1 };
    expect(lobbyListParams({ ...base, tab: { kind: 'hot' } }).source).toBe('hot');
    expect(lobbyListParams({ ...base, tab: { kind: 'recent' } }).source).toBe('recent');
    expect(lobbyListParams({ ...base, tab: { kind: 'favourite' } }).source).toBe('favourites');
    expect(lobbyListParams({ ...base, tab: { kind: 'favourite' }, search: 'x' })).toEqual({
      source: 'list',
      gameType: 'RNG',
      gameClassify: undefined,
      gameName: 'x',
      pageNo: 1,
    });
  });
  it('always offers at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(undefined)).toBe(1);
    expect(pageCount(3)).toBe(3);
  });
});

describe('vendor cards', () => {
  it('route RNG to the electronic lobby, lottery to /lottery, live types to the popup', () => {
    expect(cardAction(card('LOTUS'))).toEqual({ kind: 'route', to: '/electron?page=LOTUS' });
    expect(cardAction(card('LOTTO', { gameType: 'LOTT' }))).toEqual({
      kind: 'route',
      to: '/lottery?lottoGameGroup=LOTTO',
    });
    for (const gameType of ['LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS'] as const) {
      expect(cardAction(card('X', { gameType }))).toEqual({ kind: 'popup' });
    }
    expect(cardAction(card('X', { gameType: 'LIVE', isGame: 'game', gameId: 7 }))).toEqual({
      kind: 'launch',
    });
    expect(cardAction(card('X', { maintenance: { message: 'm', startTime: 1, endTime: 2 } }))).toEqual({
      kind: 'maintenance',
    });
  });
  it('More goes to the list page of the lane type', () => {
    expect(typeListRoute('RNG')).toBe('/electron');
    expect(typeListRoute('LOTT')).toBe('/lottery');
    expect(typeListRoute('LIVE')).toBe('/live');
  });
});

describe('recommended slides', () => {
  it('holds 12 games each', () => {
    const slides = slidesOf(Array.from({ length: 25 }, (_, i) => i));
    expect(slides.map((s) => s.length)).toEqual([12, 12, 1]);
  });
});

describe('game entry tiles', () => {
  it('link only the types the merchant offers, in display order, and none while unknown', async () => {
    const { offeredEntryTypes } = await import('./game-types');
    expect(offeredEntryTypes(null)).toEqual([]);
    expect(offeredEntryTypes(new Set(['PVP', 'RNG', 'LOTT', 'CONS']))).toEqual(['LOTT', 'RNG', 'PVP']);
  });

  it('show the lanes of offered types with cards only', async () => {
    const { shownLanes } = await import('./components/GameEntryBlock');
    const lanes = [
      { title: 'LIVE', gameType: 'LIVE' as const, cards: [card('EVO', { gameType: 'LIVE' })] },
      { title: 'RNG', gameType: 'RNG' as const, cards: [card('LOTUS')] },
      { title: 'FISH', gameType: 'FISH' as const, cards: [] },
    ];
    expect(shownLanes(lanes, null)).toEqual([]);
    expect(shownLanes(lanes, new Set(['RNG', 'FISH'])).map((l) => l.gameType)).toEqual(['RNG']);
    expect(shownLanes(lanes, new Set(['RNG', 'LIVE'])).map((l) => l.gameType)).toEqual(['LIVE', 'RNG']);
  });
});

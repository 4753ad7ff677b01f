import { describe, expect, it } from 'vitest';
import { lotteryGameAnswer, lotteryGroupAnswer } from '../../app/test-answers';
import { layoutOf } from './picker';
import { gameOfLink, lobbyGroups, opensGame, readLotteryLink, selectionFromBetParam } from './lottery-link';

const link = (query: string) => readLotteryLink(new URLSearchParams(query));

const ssc = lotteryGroupAnswer({ gameGroupId: 1, gameGroupCode: 'SSC', labelName: 'SSC' }, [
  lotteryGameAnswer({ gameCode: 'ssc_1m', gameId: 11 }),
  lotteryGameAnswer({ gameCode: 'ssc_5m', gameId: 12 }),
]);
const ent = lotteryGroupAnswer({ gameGroupId: 6, gameGroupCode: 'ENT', labelName: 'Entertainment' }, [
  lotteryGameAnswer({ gameCode: 'long_dragon', gameId: 61, lottoMode: 2 }),
]);
const all = [...ssc.games, ...ent.games];

describe('/lottery links', () => {
  it('read every field the spec names', () => {
    expect(
      link(
        'gameId=12&gameCode=&playType=5D_DIRECT&bet_param=1|2|3|4|5&type=lott&id=9&lMode=2&lottoGameGroup=SSC',
      ),
    ).toEqual({
      gameCode: null,
      gameId: 12,
      playType: '5D_DIRECT',
      betParam: '1|2|3|4|5',
      type: 'LOTT',
      mode: 2,
      group: 'SSC',
    });
    expect(link('')).toEqual({
      gameCode: null,
      gameId: null,
      playType: null,
      betParam: null,
      type: null,
      mode: null,
      group: null,
    });
  });

  it('open a game by gameCode, else gameId, else id; an empty or lobby gameCode is the lobby', () => {
    expect(opensGame(link('gameCode=lobby'))).toBe(false);
    expect(opensGame(link('gameCode=%20'))).toBe(false);
    expect(opensGame(link('lottoGameGroup=SSC&lMode=1'))).toBe(false);
    expect(gameOfLink(link('gameCode=long_dragon&gameId=11'), all)?.gameCode).toBe('long_dragon');
    expect(gameOfLink(link('gameId=12'), all)?.gameCode).toBe('ssc_5m');
    expect(gameOfLink(link('id=61'), all)?.gameCode).toBe('long_dragon');
    expect(gameOfLink(link('gameId=11&id=61'), all)?.gameCode).toBe('ssc_1m');
    expect(gameOfLink(link('gameId=999'), all)).toBeNull();
    expect(link('gameId=abc').gameId).toBeNull();
    expect(link('gameId=-3').gameId).toBeNull();
  });

  it('narrow the lobby to the named group and mode, but never to nothing', () => {
    const codes = (query: string) =>
      lobbyGroups([ssc, ent], link(query)).flatMap((g) => g.games.map((game) => game.gameCode));
    expect(codes('')).toEqual(['ssc_1m', 'ssc_5m', 'long_dragon']);
    expect(codes('lottoGameGroup=ssc')).toEqual(['ssc_1m', 'ssc_5m']);
    expect(codes('lottoGameGroup=6')).toEqual(['long_dragon']);
    expect(codes('lottoGameGroup=Entertainment')).toEqual(['long_dragon']);
    // A vendor tile's own tag that names no group here leaves the whole lobby.
    expect(codes('lottoGameGroup=LOTUS_LOTTERY')).toEqual(['ssc_1m', 'ssc_5m', 'long_dragon']);
    expect(codes('lMode=2')).toEqual(['long_dragon']);
    expect(codes('lMode=1')).toEqual(['ssc_1m', 'ssc_5m']);
    // SEA has a single mode; an unknown mode is no mode.
    expect(codes('type=SEA&lMode=2')).toEqual(['ssc_1m', 'ssc_5m', 'long_dragon']);
    expect(codes('lMode=7')).toEqual(['ssc_1m', 'ssc_5m', 'long_dragon']);
    // The group's games of another mode only: the mode filter would empty it, so it is not applied.
    expect(codes('lottoGameGroup=SSC&lMode=2')).toEqual(['ssc_1m', 'ssc_5m']);
  });

  it('take bet_param as the opening selection only when it fits the play type', () => {
    const fiveDigits = layoutOf('digits', '5D_DIRECT')!;
    expect(selectionFromBetParam(fiveDigits, '1|2|3|4|5')).toEqual({
      rows: [['1'], ['2'], ['3'], ['4'], ['5']],
      typed: '',
    });
    expect(selectionFromBetParam(fiveDigits, '1,3,3|||9|')).toEqual({
      rows: [['1', '3'], [], [], ['9'], []],
      typed: '',
    });
    expect(selectionFromBetParam(fiveDigits, '1|2|3')).toBeNull();
    expect(selectionFromBetParam(fiveDigits, '1|2|3|4|X')).toBeNull();
    expect(selectionFromBetParam(fiveDigits, '||||')).toBeNull();
    expect(selectionFromBetParam(fiveDigits, null)).toBeNull();
    // Two-digit options match with or without their leading zero.
    expect(selectionFromBetParam(layoutOf('pick', 'ANY_2')!, '1,11')).toEqual({
      rows: [['01', '11']],
      typed: '',
    });
    expect(selectionFromBetParam(layoutOf('vn', '3CANG')!, '123,456')).toEqual({
      rows: [],
      typed: '123,456',
    });
    expect(selectionFromBetParam(layoutOf('vn', '3CANG')!, '12')).toBeNull();
  });
});

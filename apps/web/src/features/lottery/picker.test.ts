import { describe, expect, it } from 'vitest';
import { PLAY_TYPES, type DrawKind } from '@platform/shared';
import {
  contentOf,
  emptySelection,
  layoutOf,
  quickPick,
  randomSelection,
  ticketsOf,
  typedNumbers,
} from './picker';

describe('betting picker', () => {
  it('has a layout for every play type the server knows', () => {
    for (const [kind, plays] of Object.entries(PLAY_TYPES)) {
      for (const play of plays) expect(layoutOf(kind, play.code), `${kind} ${play.code}`).not.toBeNull();
    }
  });

  it('writes positions in draw order whatever the click order', () => {
    const layout = layoutOf('digits', '3D_BACK_DIRECT')!;
    const content = contentOf(layout, { rows: [['7', '1'], ['0'], ['9', '3']], typed: '' });
    expect(content).toBe('1,7|0|3,9');
    expect(ticketsOf('digits', '3D_BACK_DIRECT', content)).toBe(4);
  });

  it('counts no tickets until every needed row has a choice', () => {
    const layout = layoutOf('digits', '5D_DIRECT')!;
    const selection = emptySelection(layout);
    selection.rows[0] = ['1'];
    expect(ticketsOf('digits', '5D_DIRECT', contentOf(layout, selection))).toBe(0);
    const position = layoutOf('digits', '1D_POSITION')!;
    expect(ticketsOf('digits', '1D_POSITION', contentOf(position, selection))).toBe(1);
  });

  it('counts distinct combinations for 11X5 and PK10 direct bets', () => {
    const layout = layoutOf('pick', 'FRONT2_DIRECT')!;
    const content = contentOf(layout, {
      rows: [
        ['01', '02'],
        ['01', '02'],
      ],
      typed: '',
    });
    expect(ticketsOf('pick', 'FRONT2_DIRECT', content)).toBe(2);
    expect(ticketsOf('pick', 'ANY_2', '01,02,03')).toBe(3);
  });

  it('reads typed three-digit numbers once each', () => {
    expect(typedNumbers('123, 456 123\n7 0089 999', 3)).toEqual(['123', '456', '999']);
    const layout = layoutOf('vn', '3CANG')!;
    expect(contentOf(layout, { rows: [], typed: '001 002' })).toBe('001,002');
    expect(ticketsOf('vn', '3CANG', '001,002')).toBe(2);
  });

  it('quick picks halves and parities of numeric rows', () => {
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    expect(quickPick(digits, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick(digits, 'small')).toEqual(['0', '1', '2', '3', '4']);
    expect(quickPick(digits, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick(digits, 'clear')).toEqual([]);
    const eleven = layoutOf('pick', 'ANY_1')!.rows[0]!.options;
    expect(quickPick(eleven, 'big')).toEqual(['06', '07', '08', '09', '10', '11']);
    expect(quickPick(['B', 'S'], 'odd')).toEqual([]);
  });

  it('random picks always make at least one ticket', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    for (const [kind, plays] of Object.entries(PLAY_TYPES) as [DrawKind, (typeof PLAY_TYPES)[DrawKind]][]) {
      for (const play of plays) {
        const layout = layoutOf(kind, play.code)!;
        for (let i = 0; i < 50; i++) {
          const content = contentOf(layout, randomSelection(kind, play.code, layout, random));
          expect(ticketsOf(kind, play.code, content), `${kind} ${play.code} ${content}`).toBeGreaterThan(0);
        }
      }
    }
  });
});

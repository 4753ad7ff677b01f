import { describe, expect, it } from 'vitest';
import { PLAY_MENU, PLAY_TYPES, bettingRequest, vnBettingRequest, type DrawKind } from '@platform/shared';
import { SlipRefused, fieldSlipOf, vnSlipOf } from './field-slip.js';

const SSC = { code: 'lotus_ssc_1m', kind: 'digits' as const };
const PICK = { code: 'lotus_11x5_3m', kind: 'pick' as const };
const VN = { code: 'vn_mienbac', kind: 'vn' as const };

const order = (bettingSlipString: string, extra: object = {}) =>
  bettingRequest.parse({ gameId: 1, currentNumero: '20261126-0100', bettingSlipString, ...extra });

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof SlipRefused) return error.reason;
    throw error;
  }
  throw new Error('not refused');
}

describe('play menu', () => {
  it('names every play type of every kind once, with ids unique across kinds', () => {
    const ids = new Set<number>();
    for (const kind of Object.keys(PLAY_TYPES) as DrawKind[]) {
      const codes = PLAY_MENU[kind].flatMap((g) => g.plays.map((p) => p.code)).sort();
      expect(codes).toEqual(PLAY_TYPES[kind].map((p) => p.code).sort());
      for (const play of PLAY_MENU[kind].flatMap((g) => g.plays)) {
        expect(ids.has(play.playId)).toBe(false);
        ids.add(play.playId);
      }
    }
  });
});

describe('field slips', () => {
  it('reads the React form: ball rows joined by _, type, playId, mode, series, multiple', () => {
    const { slip, expectedTotal } = fieldSlipOf(order('1,2_3_4_5_6~1~1001~1~1950~2'), SSC);
    expect(slip).toEqual({
      gameCode: 'lotus_ssc_1m',
      numero: '20261126-0100',
      bets: [
        { playType: '5D_DIRECT', content: '1,2|3|4|5|6', moneyMode: 'Y', multiple: 2, prizeGroup: 1950 },
      ],
    });
    expect(expectedTotal).toBeUndefined();
  });

  it('reads balls run together, several slips joined by ;, money modes by id, factor and letter', () => {
    const { slip } = fieldSlipOf(order('12_3_4_5_6~1~1001~2~0~1 ;1_2~1~1005~J~1800~1'), SSC);
    expect(slip.bets).toEqual([
      { playType: '5D_DIRECT', content: '1,2|3|4|5|6', moneyMode: 'J', multiple: 1, prizeGroup: undefined },
      { playType: '2D_BACK_DIRECT', content: '1|2', moneyMode: 'J', multiple: 1, prizeGroup: 1800 },
    ]);
    // 2002 is a play of the 11-choose-5 games, not of a digits game.
    expect(refusal(() => fieldSlipOf(order('0102~1~2002~0.01~~3'), SSC))).toContain('playId 2002');
    const pick = fieldSlipOf(order('0102~1~2002~0.01~~3;1 5 11~1~2003~3~~1'), PICK).slip;
    expect(pick.bets).toEqual([
      { playType: 'ANY_2', content: '01,02', moneyMode: 'F', multiple: 3, prizeGroup: undefined },
      { playType: 'ANY_3', content: '01,05,11', moneyMode: 'F', multiple: 1, prizeGroup: undefined },
    ]);
  });

  it("reads the C# bot's form with its position and trailing ~, single tickets one line each", () => {
    const { slip } = fieldSlipOf(order('12345,67890~2~1001~1~1950~1~~'), SSC);
    expect(slip.bets.map((b) => b.content)).toEqual(['1|2|3|4|5', '6|7|8|9|0']);
    expect(refusal(() => fieldSlipOf(order('12345~1~1001~1~1950~1~3~'), SSC))).toContain('positions');
    expect(refusal(() => fieldSlipOf(order('1234~2~1001~1~1950~1'), SSC))).toContain('needs 5 characters');
  });

  it("reads the older jQuery page's form with the order's multiple, series and mode", () => {
    const { slip, expectedTotal } = fieldSlipOf(
      order('4.00~1_2_3_4_5~1~1~1001~0', {
        multiples: '2',
        series: 1900,
        bettingMode: 2,
        betCartAmountSum: '0.4',
      }),
      SSC,
    );
    expect(slip.bets).toEqual([
      { playType: '5D_DIRECT', content: '1|2|3|4|5', moneyMode: 'J', multiple: 2, prizeGroup: 1900 },
    ]);
    expect(expectedTotal).toBe('0.4');
  });

  it('maps words and chases of equal multiples; refuses what it cannot map, with the reason', () => {
    const bsoe = fieldSlipOf(order('大,单~1~1007~1~~1'), SSC).slip;
    expect(bsoe.bets[0]!.content).toBe('B,O');
    const chased = fieldSlipOf(
      order('1_2_3_4_5~1~1001~1~~1', {
        chaseSlip: { numero: '20261126-0101', multiples: [3, 3, 3] },
        winningStop: 1,
      }),
      SSC,
    ).slip;
    expect(chased).toMatchObject({ numero: '20261126-0101', chase: { issues: 3, stopOnWin: true } });
    expect(chased.bets[0]!.multiple).toBe(3);
    expect(
      refusal(() => fieldSlipOf(order('1_2_3_4_5~1~1001~1~~1', { chaseSlip: { multiples: [1, 2] } }), SSC)),
    ).toContain('multiples must be equal');
    expect(refusal(() => fieldSlipOf(order('1_2_3_4_5~1~1001~1~~1', { chase: true }), SSC))).toContain(
      'chaseSlip',
    );
    // A chase's multiple times the slip's may not pass the bound our own slips have.
    const big = { chaseSlip: { multiples: [1000, 1000] } };
    expect(refusal(() => fieldSlipOf(order('1_2_3_4_5~1~1001~1~~2', big), SSC))).toContain('bets.0.multiple');
    expect(refusal(() => fieldSlipOf(order('1_2_3_4_5~1~9999~1~~1'), SSC))).toContain('playId 9999');
    expect(refusal(() => fieldSlipOf(order('1_2_3_4~1~1001~1~~1'), SSC))).toContain('5 rows');
    expect(refusal(() => fieldSlipOf(order('1_2_3_4_5~1~1001~7~~1'), SSC))).toContain('money mode');
    expect(refusal(() => fieldSlipOf(order('1_2_3_4_5~1~1001~1~2100~1'), SSC))).toContain('series 2100');
    expect(refusal(() => fieldSlipOf(order('1_2_3_4_5~1~1001~2~~0'), SSC))).toContain('multiple 0');
    expect(refusal(() => fieldSlipOf(order('1_2_3_4_5~3~1001~1~~1'), SSC))).toContain('entry type 3');
    expect(refusal(() => fieldSlipOf(order('1_2_3~1001'), SSC))).toContain('6 or 7 fields');
    expect(
      refusal(() => fieldSlipOf(order('1_2_3_4_5~1~1001~1~~1', { currentNumero: undefined }), SSC)),
    ).toContain('currentNumero');
    const many = Array.from({ length: 51 }, () => '1_2_3_4_5~1~1001~1~~1').join(';');
    expect(refusal(() => fieldSlipOf(order(many), SSC))).toContain('at most 50');
  });
});

describe('VN page bets', () => {
  const vn = (contents: object[]) => vnBettingRequest.parse({ prizeMode: 'Lott', device: 'WEB', contents });
  const numero = [{ numero: '20261126', multiple: 2 }];

  it('composes numbers from digit rows, prices the mode by singleBetPrice, one order for the game', () => {
    const { slip, issues } = vnSlipOf(
      vn([
        {
          gameId: 6,
          winStop: false,
          playId: 5002,
          bettingContent: '0_4_1',
          singleBetPrice: 2,
          bettingApproach: 1,
          numero,
        },
        { gameId: 6, winStop: false, playId: 5003, bettingContent: '0,1_2', singleBetPrice: '0.2', numero },
        { gameId: '6', playId: 5001, bettingContent: '41,52', bettingApproach: 1, numero },
      ]),
      VN,
    );
    expect(issues).toEqual(['20261126']);
    expect(slip.bets).toEqual([
      { playType: '3CANG', content: '041', moneyMode: 'Y', multiple: 2 },
      { playType: 'LO', content: '02,12', moneyMode: 'J', multiple: 2 },
      { playType: 'DE', content: '41,52', moneyMode: 'Y', multiple: 2 },
    ]);
  });

  it('refuses mixed games, issues or multiples, and prices it does not offer', () => {
    const line = { playId: 5001, bettingContent: '41', numero };
    expect(
      refusal(() =>
        vnSlipOf(
          vn([
            { gameId: 6, ...line },
            { gameId: 7, ...line },
          ]),
          VN,
        ),
      ),
    ).toContain('one game');
    const other = { ...line, numero: [{ numero: '20261127', multiple: 2 }] };
    expect(
      refusal(() =>
        vnSlipOf(
          vn([
            { gameId: 6, ...line },
            { gameId: 6, ...other },
          ]),
          VN,
        ),
      ),
    ).toContain('same issues');
    const uneven = { ...line, numero: [...numero, { numero: '20261127', multiple: 3 }] };
    expect(refusal(() => vnSlipOf(vn([{ gameId: 6, ...uneven }]), VN))).toContain('multiples must be equal');
    // Digit rows compose numbers of the play's width only: a row too many is refused, not multiplied out.
    const rows = Array.from({ length: 40 }, () => '0,1,2,3,4,5,6,7,8,9').join('_');
    expect(refusal(() => vnSlipOf(vn([{ gameId: 6, ...line, bettingContent: rows }]), VN))).toContain(
      'takes 2 rows of digits, not 40',
    );
    expect(refusal(() => vnSlipOf(vn([{ gameId: 6, ...line, singleBetPrice: 5 }]), VN))).toContain(
      'singleBetPrice 5',
    );
  });
});

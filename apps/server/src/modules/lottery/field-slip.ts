import {
  CHASE_ISSUES_MAX,
  MULTIPLE_MAX,
  PRIZE_GROUP_MAX,
  PRIZE_GROUP_MIN,
  SLIP_LINES_MAX,
  bettingSlip,
  menuPlayOf,
  type BettingLine,
  type BettingRequest,
  type BettingSlip,
  type DrawKind,
  type MenuPlay,
  type MoneyMode,
  type VnBettingRequest,
} from '@platform/shared';

/**
 * Slips as clients in the field write them, turned into our own slip. Every generation joins
 * slips with `;` and separates a slip's fields with `~`:
 *   React and C# clients  <ball rows joined by _>~<type>~<playId>~<mode>~<series>~<multiple>[~<position>~]
 *   the older jQuery page <amount>~<balls>~<stakes>~1~<playId>~0   (multiple, series and mode order-wide)
 * type 1 is compound (rows of chosen balls), 2 single (whole tickets). Stake counts and amounts are
 * always computed by us: the client's are never read.
 */

/** Why a slip could not be mapped; answered as lottery.bet.invalid with the reason. */
export class SlipRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface FieldGame {
  code: string;
  kind: DrawKind;
}

/** A field order as our slip, with what the client said that we check once the slip is priced. */
export interface FieldOrder {
  slip: BettingSlip;
  /** The issues the client named one by one (a chase follows consecutive issues only). */
  issues?: string[];
  /** The total the client computed and showed, in major units (absent or 0: not shown). */
  expectedTotal?: string;
}

/** Money modes by the names the generations use: letters, mode ids (1 2 3), factors and codes. */
const MODE_NAMES: Readonly<Record<string, MoneyMode>> = {
  Y: 'Y',
  J: 'J',
  F: 'F',
  '1': 'Y',
  '2': 'J',
  '3': 'F',
  '1.0': 'Y',
  '0.1': 'J',
  '0.01': 'F',
  DOLLAR: 'Y',
  DIME: 'J',
  CENT: 'F',
};
/** The VN page names the mode by the price of one ticket. */
const TICKET_PRICES: Readonly<Record<string, MoneyMode>> = { '2': 'Y', '0.2': 'J', '0.02': 'F' };

function refuse(reason: string): never {
  throw new SlipRefused(reason);
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

function modeOf(value: unknown, where: string): MoneyMode {
  const name = text(value).toUpperCase();
  if (!name) return 'Y';
  const mode = MODE_NAMES[name] ?? MODE_NAMES[String(Number(name))];
  return mode ?? refuse(`${where}: money mode "${name}" is not offered (Y, J, F)`);
}

function priceModeOf(value: unknown, where: string): MoneyMode {
  const price = text(value);
  if (!price) return 'Y';
  const mode = TICKET_PRICES[String(Number(price))];
  return mode ?? refuse(`${where}: singleBetPrice ${price} is not offered (2, 0.2, 0.02)`);
}

function seriesOf(value: unknown, where: string): number | undefined {
  const series = text(value);
  if (!series || series === '0') return undefined;
  const group = Number(series);
  if (!Number.isInteger(group) || group < PRIZE_GROUP_MIN || group > PRIZE_GROUP_MAX) {
    refuse(`${where}: series ${series} is outside ${PRIZE_GROUP_MIN}-${PRIZE_GROUP_MAX}`);
  }
  return group;
}

function multipleOf(value: unknown, where: string): number {
  const multiple = text(value) === '' ? 1 : Number(text(value));
  if (!Number.isInteger(multiple) || multiple < 1 || multiple > MULTIPLE_MAX) {
    refuse(`${where}: multiple ${text(value)} is outside 1-${MULTIPLE_MAX}`);
  }
  return multiple;
}

function playOf(kind: DrawKind, game: FieldGame, value: unknown, where: string): MenuPlay {
  const id = Number(text(value));
  const play = Number.isInteger(id) ? menuPlayOf(kind, id) : undefined;
  return play ?? refuse(`${where}: playId ${text(value)} is not on the play menu of ${game.code}`);
}

/** One row's numbers: separated by commas or spaces, or run together in numbers of the play's width. */
function rowValues(row: string, play: MenuPlay): string[] {
  const trimmed = row.trim();
  if (trimmed === '' || trimmed === '-') return [];
  let values = trimmed.split(/[\s,]+/).filter(Boolean);
  if (values.length === 1 && play.width && trimmed.length > play.width && trimmed.length % play.width === 0) {
    values = trimmed.match(new RegExp(`.{${play.width}}`, 'g')) ?? [];
  }
  return values.map((v) => {
    const word = play.words?.[v];
    if (word) return word;
    // Balls of two digits are written without their zero by some pages ("1" for "01").
    return play.width && /^\d+$/.test(v) && v.length < play.width ? v.padStart(play.width, '0') : v;
  });
}

/** Rows of digits that compose numbers ("0,1_4_1" = 041 and 141). */
function composed(rows: string[][]): string[] {
  return rows.reduce<string[]>((numbers, digits) => numbers.flatMap((n) => digits.map((d) => n + d)), ['']);
}

/** The content of one line in our notation, from rows of balls. */
function contentOfRows(play: MenuPlay, rows: string[]): string {
  if (play.code === 'TRIPLE_ANY') return 'ANY';
  if (rows.length > 1 && play.composes) {
    // One row per digit of the number: never more rows, so the numbers stay at most 10^width.
    if (rows.length !== play.width) {
      refuse(`playId ${play.playId} takes ${play.width} rows of digits, not ${rows.length}`);
    }
    return composed(rows.map((row) => rowValues(row, { ...play, width: 1, words: undefined }))).join(',');
  }
  const values = rows.map((row) => rowValues(row, play));
  if (play.rows === 1) {
    if (values.length > 1) refuse(`playId ${play.playId} takes one row of balls, not ${values.length}`);
    return values[0]!.join(',');
  }
  if (values.length !== play.rows)
    refuse(`playId ${play.playId} takes ${play.rows} rows of balls, not ${values.length}`);
  return values.map((v) => v.join(',')).join('|');
}

/** Single entries: whole tickets separated by commas or spaces, each one line of its own. */
function contentsOfTickets(play: MenuPlay, balls: string): string[] {
  const tickets = balls.split(/[\s,|]+/).filter(Boolean);
  return tickets.map((ticket) => {
    if (play.rows === 1 || !play.width) return contentOfRows(play, [ticket]);
    if (ticket.length !== play.rows * play.width) {
      refuse(`playId ${play.playId}: single ticket "${ticket}" needs ${play.rows * play.width} characters`);
    }
    const rows = ticket.match(new RegExp(`.{${play.width}}`, 'g')) ?? [];
    return contentOfRows(play, rows);
  });
}

function contentsOf(play: MenuPlay, balls: string, type: string, where: string): string[] {
  if (type === '' || type === '1') return [contentOfRows(play, balls.split('_'))];
  if (type === '2') return contentsOfTickets(play, balls);
  return refuse(`${where}: entry type ${type} is neither 1 (compound) nor 2 (single)`);
}

function linesOf(
  play: MenuPlay,
  contents: string[],
  line: Omit<BettingLine, 'playType' | 'content'>,
): BettingLine[] {
  return contents.map((content) => ({ playType: play.code, content, ...line }));
}

/** A chase of equal multiples: how many issues, and the multiple that applies to each. */
function chaseOf(request: BettingRequest): { issues: number; factor: number } {
  const multiples = request.chaseSlip?.multiples;
  if (!multiples) {
    const asked = request.chase;
    if (
      asked === true ||
      (asked !== null && asked !== undefined && !['', '0', 'false', 0, false].includes(asked))
    ) {
      refuse('chase needs chaseSlip {numero, multiples}');
    }
    return { issues: 1, factor: 1 };
  }
  const factor = multiples[0]!;
  if (multiples.some((m) => m !== factor))
    refuse('chase multiples must be equal: every issue repeats the slip');
  return { issues: multiples.length, factor };
}

/** Our slip from a field client's order (gameId, currentNumero and `~` slips). */
export function fieldSlipOf(request: BettingRequest, game: FieldGame): FieldOrder {
  const numero = request.chaseSlip?.numero ?? request.currentNumero;
  if (!numero) refuse('currentNumero is missing');
  const chase = chaseOf(request);
  const bets: BettingLine[] = [];
  const slips = request.bettingSlipString
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  slips.forEach((slip, index) => {
    const where = `slip ${index + 1}`;
    const fields = slip.split('~').map((f) => f.trim());
    while (fields.length && fields[fields.length - 1] === '') fields.pop();
    const jquery = fields.length === 6 && fields[5] === '0' && fields[3] === '1';
    if (jquery) {
      const [, balls, , , playId] = fields as [string, string, string, string, string, string];
      const play = playOf(game.kind, game, playId, where);
      bets.push(
        ...linesOf(play, contentsOf(play, balls, '1', where), {
          moneyMode: modeOf(request.bettingMode, where),
          multiple: multipleOf(request.multiples, where) * chase.factor,
          prizeGroup: seriesOf(request.series, where),
        }),
      );
      return;
    }
    if (fields.length < 6 || fields.length > 7) {
      refuse(`${where}: expected 6 or 7 fields separated by ~, got ${fields.length}`);
    }
    const [balls, type, playId, mode, series, multiple, position] = fields as string[];
    if (position && position !== '0') refuse(`${where}: positions (${position}) are not offered`);
    const play = playOf(game.kind, game, playId, where);
    bets.push(
      ...linesOf(play, contentsOf(play, balls!, type!, where), {
        moneyMode: modeOf(mode, where),
        multiple: multipleOf(multiple, where) * chase.factor,
        prizeGroup: seriesOf(series, where),
      }),
    );
  });
  const slip = slipOf(game, numero, bets, chase.issues, request.winningStop, request.requestId);
  const expectedTotal = text(request.betCartAmountSum);
  return Number(expectedTotal) > 0 ? { slip, expectedTotal } : { slip };
}

/** Our slip from the VN page's contents: one game, the same issues for every content. */
export function vnSlipOf(request: VnBettingRequest, game: FieldGame): FieldOrder {
  const first = request.contents[0]!;
  const issues = first.numero.map((n) => n.numero);
  const bets: BettingLine[] = [];
  request.contents.forEach((content, index) => {
    const where = `content ${index + 1}`;
    if (String(content.gameId) !== String(first.gameId)) refuse(`${where}: one game per bet`);
    const numeros = content.numero.map((n) => n.numero);
    if (numeros.join() !== issues.join()) refuse(`${where}: every content bets on the same issues`);
    const multiple = content.numero[0]!.multiple;
    if (content.numero.some((n) => n.multiple !== multiple)) {
      refuse(`${where}: multiples must be equal across issues: every issue repeats the bet`);
    }
    const play = playOf(game.kind, game, content.playId, where);
    const type = text(content.bettingApproach) || '1';
    bets.push(
      ...linesOf(play, contentsOf(play, content.bettingContent, type, where), {
        moneyMode: priceModeOf(content.singleBetPrice, where),
        multiple,
      }),
    );
  });
  if (issues.length !== new Set(issues).size) refuse('an issue is named twice');
  const stopOnWin = request.contents.some((c) => c.winStop);
  return { slip: slipOf(game, issues[0]!, bets, issues.length, stopOnWin, request.requestId), issues };
}

function slipOf(
  game: FieldGame,
  numero: string,
  bets: BettingLine[],
  issues: number,
  stopOnWin: boolean,
  requestId: string | null | undefined,
): BettingSlip {
  if (!bets.length) refuse('no slip');
  if (bets.length > SLIP_LINES_MAX) refuse(`${bets.length} lines; at most ${SLIP_LINES_MAX} per order`);
  if (issues > CHASE_ISSUES_MAX) refuse(`a chase follows at most ${CHASE_ISSUES_MAX} issues`);
  // Held to every bound our own slips are held to (multiples with a chase's factor included).
  const slip = bettingSlip.safeParse({
    gameCode: game.code,
    numero,
    bets,
    ...(issues > 1 ? { chase: { issues, stopOnWin } } : {}),
    ...(requestId ? { requestId } : {}),
  });
  if (!slip.success) {
    const issue = slip.error.issues[0]!;
    refuse(`${issue.path.join('.')}: ${issue.message}`);
  }
  return slip.data;
}

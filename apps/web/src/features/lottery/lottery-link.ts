import type { LotteryGameGroupView, LotteryGameView } from '@platform/shared';
import type { PickerLayout, Selection } from './picker';

/**
 * What a /lottery (also /vnLottery, /lott) link asks for. The spec names the query fields gameId,
 * gameCode, playType, bet_param, type, id, lMode and lottoGameGroup; they are read as:
 * - gameCode: the game whose betting page opens; empty or "lobby" means the lobby.
 * - gameId, else id: the game by its numeric id, when the link names no gameCode.
 * - playType: the play type the betting page opens on (else the game's default).
 * - bet_param: the opening selection, in the slip's content notation (numbers of a position
 *   comma-separated, positions separated by "|", e.g. "1|2|3|4|5"); ignored unless every number
 *   is one the play type offers.
 * - type: the lottery product (LOTT, ELOTT or SEA); SEA has a single mode, so lMode is ignored.
 * - lMode: the lottery mode, 1 Traditional or 2 Entertainment; the lobby shows that mode's games.
 * - lottoGameGroup: the lobby opens on that game group (by code, id or label, any case); a
 *   group this merchant does not have (a vendor's own tag) leaves the whole lobby.
 */
export interface LotteryLink {
  gameCode: string | null;
  gameId: number | null;
  playType: string | null;
  betParam: string | null;
  type: string | null;
  mode: number | null;
  group: string | null;
}

const text = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name)?.trim();
  return value ? value : null;
};

const positiveInt = (value: string | null): number | null =>
  value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;

export function readLotteryLink(params: URLSearchParams): LotteryLink {
  const code = text(params, 'gameCode');
  const type = text(params, 'type')?.toUpperCase() ?? null;
  const mode = positiveInt(text(params, 'lMode'));
  return {
    gameCode: code && code.toLowerCase() !== 'lobby' ? code : null,
    gameId: positiveInt(text(params, 'gameId')) ?? positiveInt(text(params, 'id')),
    playType: text(params, 'playType'),
    betParam: text(params, 'bet_param'),
    type,
    mode: type === 'SEA' || (mode !== 1 && mode !== 2) ? null : mode,
    group: text(params, 'lottoGameGroup'),
  };
}

/** Whether the link opens a game's betting page rather than the lobby. */
export function opensGame(link: LotteryLink): boolean {
  return link.gameCode !== null || link.gameId !== null;
}

/** The game a link names: by gameCode, else by gameId. */
export function gameOfLink(link: LotteryLink, games: readonly LotteryGameView[]): LotteryGameView | null {
  if (link.gameCode !== null) return games.find((g) => g.gameCode === link.gameCode) ?? null;
  if (link.gameId !== null) return games.find((g) => g.gameId === link.gameId) ?? null;
  return null;
}

/**
 * The lobby's groups for a link: only the named group when the merchant has it, and only the
 * games of the named mode. A filter that would leave nothing is not applied.
 */
export function lobbyGroups(
  groups: readonly LotteryGameGroupView[],
  link: Pick<LotteryLink, 'group' | 'mode'>,
): LotteryGameGroupView[] {
  let shown = [...groups];
  const wanted = link.group?.toLowerCase();
  if (wanted) {
    const match = shown.filter(
      (g) =>
        g.gameGroupCode.toLowerCase() === wanted ||
        String(g.gameGroupId) === wanted ||
        g.labelName.toLowerCase() === wanted,
    );
    if (match.length) shown = match;
  }
  if (link.mode !== null) {
    const ofMode = shown
      .map((g) => ({ ...g, games: g.games.filter((game) => game.lottoMode === link.mode) }))
      .filter((g) => g.games.length > 0);
    if (ofMode.length) shown = ofMode;
  }
  return shown;
}

/** The selection a bet_param names on a layout, or null when it does not fit the layout. */
export function selectionFromBetParam(layout: PickerLayout, betParam: string | null): Selection | null {
  if (!betParam) return null;
  if (layout.typed) {
    const numbers = betParam.split(/[^\d]+/).filter(Boolean);
    const fits = numbers.length > 0 && numbers.every((n) => n.length === layout.typed!.length);
    return fits ? { rows: [], typed: numbers.join(',') } : null;
  }
  const parts = betParam.split('|');
  if (parts.length !== layout.rows.length) return null;
  const rows: string[][] = [];
  for (const [i, part] of parts.entries()) {
    const options = layout.rows[i]!.options;
    const picked = part
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) =>
        options.find((o) => o === s || (/^\d+$/.test(s) && /^\d+$/.test(o) && Number(o) === Number(s))),
      );
    if (picked.some((o) => o === undefined)) return null;
    rows.push([...new Set(picked as string[])]);
  }
  return rows.some((r) => r.length > 0) ? { rows, typed: '' } : null;
}

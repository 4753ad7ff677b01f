import { minorToDecimal, scaleOf, type LanguageCode } from '@platform/shared';
import {
  CRASH_THEME,
  LOW_GLYPHS,
  THEMES,
  TITLES,
  isSlotCode,
  type LotusGameCode,
  type SlotCode,
} from './games.js';
import { LINE_PAYS, PAYLINES, SCATTER, SYMBOL_COUNT, WILD } from './slot-math.js';
import { crashStakeLimits, demoBalance, slotBets } from './stakes.js';
import { MAX_TARGET_HUNDREDTHS, MIN_TARGET_HUNDREDTHS } from './crash-math.js';
import { PAGE_TEXTS } from './texts.js';

/**
 * Server-rendered game pages. The markup and its data are made here; behaviour lives in
 * client/lotus-game.js and looks in client/lotus.css, both served by this module from 'self',
 * so the pages run under the platform's CSP unchanged (no inline script; the page data travels
 * in a non-executed application/json block, inline styles are already allowed).
 */

export const ASSET_BASE = '/vendor/lotus/assets';

export interface PageParams {
  gameCode: LotusGameCode;
  session: string;
  player: string;
  currency: string;
  language: LanguageCode;
  demo: boolean;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside <script type="application/json">: no "</script>" can end the block early. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

interface SymbolView {
  glyph: string;
  kind: 'wild' | 'scatter' | 'high' | 'low';
}

function symbolsOf(code: SlotCode): SymbolView[] {
  const theme = THEMES[code];
  return Array.from({ length: SYMBOL_COUNT }, (_, id): SymbolView => {
    if (id === WILD) return { glyph: theme.wild, kind: 'wild' };
    if (id === SCATTER) return { glyph: theme.scatter, kind: 'scatter' };
    if (id <= 4) return { glyph: theme.highs[id - 2]!, kind: 'high' };
    return { glyph: LOW_GLYPHS[id - 5]!, kind: 'low' };
  });
}

function symbolTile(symbol: SymbolView, id: number): string {
  return `<span class="sym sym-${symbol.kind} sym-${id}">${escapeHtml(symbol.glyph)}</span>`;
}

function slotHelp(code: SlotCode, t: Record<string, string>): string {
  const symbols = symbolsOf(code);
  const payRows = symbols
    .map((symbol, id) => {
      if (id === SCATTER) return '';
      const pays = LINE_PAYS[id]!;
      const label = id === WILD ? `<em>${escapeHtml(t.wild!)}</em>` : '';
      return `<div class="pay-card">${symbolTile(symbol, id)}${label}<ol class="pays">${pays
        .map((p, i) => `<li><b>${i + 3}</b> ${p}x</li>`)
        .join('')}</ol></div>`;
    })
    .join('');
  const scatter = symbols[SCATTER]!;
  const lines = PAYLINES.map(
    (rows, index) =>
      `<div class="mini-line" title="${index + 1}"><span class="mini-no">${index + 1}</span><div class="mini-grid">${[
        0, 1, 2,
      ]
        .map((row) => rows.map((r) => `<i class="${r === row ? 'on' : ''}"></i>`).join(''))
        .join('')}</div></div>`,
  ).join('');
  return `
    <section class="help-block"><div class="pay-grid">${payRows}</div></section>
    <section class="help-block help-row">${symbolTile(symbols[WILD]!, WILD)}<p><b>${escapeHtml(t.wild!)}</b> ${escapeHtml(t.wildHelp!)}</p></section>
    <section class="help-block help-row">${symbolTile(scatter, SCATTER)}<p><b>${escapeHtml(t.scatter!)}</b> ${escapeHtml(t.scatterHelp!)}</p></section>
    <section class="help-block"><p>${escapeHtml(t.lineHelp!)}</p></section>
    <section class="help-block"><h3>${escapeHtml(t.paylines!)}</h3><div class="mini-lines">${lines}</div></section>
    <section class="help-block"><p class="rtp">${escapeHtml(t.rtp!)}</p></section>`;
}

function slotBody(code: SlotCode, t: Record<string, string>): string {
  const symbols = symbolsOf(code);
  const reels = Array.from(
    { length: 5 },
    (_, reel) =>
      `<div class="reel" data-reel="${reel}"><div class="strip">${[5 + reel, 2 + (reel % 3), 6 + (reel % 4)]
        .map((id) => `<div class="cell">${symbolTile(symbols[id]!, id)}</div>`)
        .join('')}</div></div>`,
  ).join('');
  return `
  <main class="stage">
    <div class="machine">
      <div class="reels" id="reels">${reels}</div>
      <svg class="paylines" id="paylines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true"></svg>
      <div class="big-win" id="big-win" hidden>${escapeHtml(t.bigWin!)}</div>
    </div>
    <div class="message" id="message" data-testid="lotus-message">${escapeHtml(t.goodLuck!)}</div>
  </main>
  <footer class="controls">
    <div class="meter"><span class="label">${escapeHtml(t.balance!)}</span><span class="value" id="balance" data-testid="lotus-balance">-</span></div>
    <div class="meter bet-meter"><span class="label">${escapeHtml(t.bet!)}</span>
      <div class="stepper"><button type="button" id="bet-down" aria-label="-">&minus;</button><span class="value" id="bet" data-testid="lotus-bet">-</span><button type="button" id="bet-up" aria-label="+">+</button></div></div>
    <button type="button" class="action" id="spin" data-testid="lotus-spin">${escapeHtml(t.spin!)}</button>
    <div class="meter"><span class="label">${escapeHtml(t.win!)}</span><span class="value win-value" id="win" data-testid="lotus-win">0</span></div>
  </footer>`;
}

function crashBody(t: Record<string, string>): string {
  return `
  <main class="stage">
    <div class="crash-stage">
      <canvas id="chart" aria-hidden="true"></canvas>
      <div class="multiplier" id="multiplier" data-testid="lotus-multiplier">1.00x</div>
      <div class="crash-result" id="crash-result" hidden></div>
    </div>
    <div class="history"><span class="label">${escapeHtml(t.recent!)}</span><div class="chips" id="history"></div></div>
    <div class="message" id="message" data-testid="lotus-message">${escapeHtml(t.goodLuck!)}</div>
  </main>
  <footer class="controls crash-controls">
    <div class="meter"><span class="label">${escapeHtml(t.balance!)}</span><span class="value" id="balance" data-testid="lotus-balance">-</span></div>
    <label class="meter field"><span class="label">${escapeHtml(t.stake!)}</span>
      <span class="input-row"><button type="button" id="stake-half">&divide;2</button><input id="stake" inputmode="decimal" autocomplete="off" data-testid="lotus-stake"><button type="button" id="stake-double">2x</button></span></label>
    <label class="meter field"><span class="label">${escapeHtml(t.target!)}</span>
      <span class="input-row"><input id="target" inputmode="decimal" autocomplete="off" value="2.00" data-testid="lotus-target"><span class="unit">x</span></span>
      <span class="quick" id="quick-targets"><button type="button" data-target="1.5">1.5x</button><button type="button" data-target="2">2x</button><button type="button" data-target="5">5x</button><button type="button" data-target="10">10x</button></span></label>
    <div class="meter"><span class="label">${escapeHtml(t.potentialWin!)}</span><span class="value win-value" id="potential">-</span></div>
    <button type="button" class="action" id="play" data-testid="lotus-play">${escapeHtml(t.play!)}</button>
  </footer>`;
}

export function renderGamePage(params: PageParams): string {
  const { gameCode, language } = params;
  const t = PAGE_TEXTS[language];
  const title = TITLES[gameCode][language];
  const slot = isSlotCode(gameCode);
  const theme = slot ? THEMES[gameCode] : CRASH_THEME;
  const currency = params.currency;
  const data = {
    gameCode,
    kind: slot ? 'slot' : 'crash',
    demo: params.demo,
    session: params.session,
    player: params.player,
    currency,
    scale: scaleOf(currency),
    language,
    texts: t,
    demoBalance: minorToDecimal(demoBalance(currency), currency),
    ...(slot
      ? {
          symbols: symbolsOf(gameCode),
          paylines: PAYLINES,
          bets: slotBets(currency).map((b) => minorToDecimal(b, currency)),
        }
      : {
          stake: (({ min, max }) => ({
            min: minorToDecimal(min, currency),
            max: minorToDecimal(max, currency),
          }))(crashStakeLimits(currency)),
          target: { min: MIN_TARGET_HUNDREDTHS / 100, max: MAX_TARGET_HUNDREDTHS / 100 },
        }),
  };
  const style = `--bg1:${theme.background[0]};--bg2:${theme.background[1]};--frame:${theme.frame};--accent:${theme.accent}`;
  const help = slot
    ? slotHelp(gameCode, t)
    : `<section class="help-block"><p>${escapeHtml(t.crashHelp!)}</p></section>`;
  return `<!doctype html>
<html lang="${language.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} - Lotus Games</title>
<link rel="stylesheet" href="${ASSET_BASE}/lotus.css">
</head>
<body class="lotus ${slot ? 'slot' : 'crash'} game-${gameCode}" style="${style}">
<div class="app">
  <header class="top">
    <span class="brand">Lotus Games</span>
    <h1 class="title" data-testid="lotus-title">${escapeHtml(title)}</h1>
    ${params.demo ? `<span class="demo-badge">${escapeHtml(t.demo!)}</span>` : ''}
    <button type="button" class="help-button" id="help-open" aria-label="${escapeHtml(t.paytable!)}">?</button>
  </header>
  ${slot ? slotBody(gameCode, t) : crashBody(t)}
</div>
<div class="overlay" id="help" hidden>
  <div class="panel" role="dialog" aria-modal="true" aria-labelledby="help-title">
    <header><h2 id="help-title">${escapeHtml(slot ? t.paytable! : title)}</h2><button type="button" id="help-close">${escapeHtml(t.close!)}</button></header>
    <div class="panel-body">${help}</div>
  </div>
</div>
<script type="application/json" id="lotus-data">${jsonForScript(data)}</script>
<script src="${ASSET_BASE}/lotus-game.js" defer></script>
</body>
</html>`;
}

export function renderNotFoundPage(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Game not found - Lotus Games</title>
<link rel="stylesheet" href="${ASSET_BASE}/lotus.css"></head>
<body class="lotus"><div class="not-found"><h1>Lotus Games</h1><p>Game not found.</p></div></body></html>`;
}

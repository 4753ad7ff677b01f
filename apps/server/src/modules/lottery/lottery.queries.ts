import {
  LOTTERY_MENU_GROUP_SIZE,
  PLAY_MENU,
  PLAY_TYPES,
  PRIZE_GROUP_MIN,
  groupNameOf,
  minorToDecimal,
  minorToNumber,
  playNameOf,
  ticketStake,
  scaleOf,
  oddsOf,
  type DrawKind,
  type LotteryDrawView,
  type LotteryGameGroupView,
  type LotteryGameView,
  type LotteryNumero,
  type LotteryOrderView,
  type LanguageCode,
  type LotterySeriesView,
  type NearNumeroView,
  type PlayMenu,
} from '@platform/shared';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { GameRow, IssueRow, LotteryRepository } from './lottery.repository.js';
import type { LotteryService } from './lottery.service.js';
import { fieldOrderFields } from './field-order-view.js';
import type { ScheduleSpec } from './schedule.js';

function numeroView(issue: IssueRow, lockSeconds: number, now: Date): LotteryNumero {
  const isSale = issue.status === 'open' && now >= issue.openAt && now < issue.lockAt;
  return {
    numero: issue.numero,
    isSale,
    remainTime: Math.max(0, issue.lockAt.getTime() - now.getTime()),
    lockTime: lockSeconds,
    openTime: issue.openAt.getTime(),
    closeTime: issue.lockAt.getTime(),
    drawTime: issue.drawAt.getTime(),
    seedHash: issue.seedHash,
  };
}

function drawView(row: { issue: IssueRow; gameCode: string; kind: string }): LotteryDrawView {
  return {
    gameCode: row.gameCode,
    numero: row.issue.numero,
    winNo: row.issue.winNo ?? '',
    drawTime: row.issue.drawAt.getTime(),
    winningTime: (row.issue.drawnAt ?? row.issue.drawAt).getTime(),
    seedHash: row.issue.seedHash,
    seed: row.issue.seed,
    kind: row.kind,
    status: row.issue.status === 'settled' ? 'settled' : 'drawn',
  };
}

type OrderRows = Awaited<ReturnType<LotteryRepository['orders']>>;

function orderView(r: OrderRows[number], now: Date, spec: ScheduleSpec | undefined): LotteryOrderView {
  return {
    orderNumber: r.orderNumber,
    gameCode: r.gameCode,
    numero: r.numero,
    playType: r.bet.playType,
    content: r.bet.content,
    moneyMode: r.bet.moneyMode,
    multiple: r.bet.multiple,
    prizeGroup: r.bet.prizeGroup,
    tickets: r.bet.tickets,
    amount: minorToDecimal(r.bet.amount, r.bet.currency),
    payout: minorToDecimal(r.bet.payout, r.bet.currency),
    status: r.bet.status,
    chaseNumber: r.chaseIssues > 1 ? r.orderNumber : null,
    createdAt: r.bet.createdAt.getTime(),
    settledAt: r.bet.settledAt?.getTime() ?? null,
    ...fieldOrderFields(r, now, spec),
  };
}

/** A zero-based Spring page of `content`, `total` items in all. */
function springPage<T>(content: T[], page: number, size: number, total: number) {
  const totalPages = Math.ceil(total / size);
  return {
    content,
    number: page,
    size,
    totalElements: total,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
    numberOfElements: content.length,
    empty: content.length === 0,
  };
}

function utcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function maskName(username: string): string {
  return username.length <= 3 ? `${username[0] ?? ''}**` : `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** Read side of the lottery: games, issues, draws, orders, winners and jackpot as the wire shows them. */
export class LotteryQueries {
  constructor(
    private readonly repository: LotteryRepository,
    private readonly lottery: LotteryService,
  ) {}

  private gameMenu(game: GameRow) {
    return { code: game.code, remark: game.remark, defaultPlayType: game.defaultPlayType };
  }

  private async gameView(game: GameRow): Promise<LotteryGameView> {
    const now = this.lottery.clock();
    const { current } = await this.lottery.currentIssues(game);
    const spec = this.lottery.schedule(game);
    const view = numeroView(current, spec.lockSeconds, now);
    return {
      gameId: game.id,
      gameCode: game.code,
      code: game.code,
      remark: game.remark,
      webIconUrl: game.webIconUrl,
      defaultPlayType: game.defaultPlayType,
      remainTime: view.remainTime,
      lockTime: spec.lockSeconds,
      numero: current.numero,
      liveVideoSwitch: game.liveVideo,
      gameGroupId: game.groupId,
      gameGroupCode: game.groupCode,
      labelName: game.labelName,
      lottoMode: game.lottoMode,
      kind: game.kind,
      prizeGroup: game.prizeGroup,
      intervalSeconds: spec.intervalSeconds,
      gameMenus: [this.gameMenu(game)],
      playTypes: PLAY_TYPES[game.kind as DrawKind].map((p) => ({
        code: p.code,
        odds: oddsOf(p.numer, p.denom, game.prizeGroup),
        ...(p.options
          ? {
              optionOdds: Object.fromEntries(
                Object.entries(p.options).map(([o, [n, d]]) => [o, oddsOf(n, d, game.prizeGroup)]),
              ),
            }
          : {}),
      })),
    };
  }

  /** The merchant's enabled games, optionally of one prize mode or draw kind. */
  async games(merchant: MerchantContext, lottoMode?: number, kind?: DrawKind): Promise<GameRow[]> {
    const games = await this.repository.games(merchant.id);
    return games.filter((g) => (!lottoMode || g.lottoMode === lottoMode) && (!kind || g.kind === kind));
  }

  async groups(merchant: MerchantContext, lottoMode?: number): Promise<LotteryGameGroupView[]> {
    const groups = new Map<number, LotteryGameGroupView>();
    for (const game of await this.games(merchant, lottoMode)) {
      const group = groups.get(game.groupId) ?? {
        gameGroupId: game.groupId,
        gameGroupCode: game.groupCode,
        labelName: game.labelName,
        code: game.groupCode,
        displayName: game.labelName,
        remark: game.labelName,
        games: [],
      };
      group.games.push(await this.gameView(game));
      groups.set(game.groupId, group);
    }
    return [...groups.values()];
  }

  /** Menu groups: every game of each group; the lobby shows LOTTERY_MENU_GROUP_SIZE and unfolds the rest. */
  async menus(merchant: MerchantContext, lottoMode?: number, kind?: DrawKind) {
    const groups = new Map<
      number,
      {
        gameGroupId: number;
        gameGroupCode: string;
        labelName: string;
        foldAfter: number;
        gameMenus: ReturnType<LotteryQueries['gameMenu']>[];
      }
    >();
    for (const game of await this.games(merchant, lottoMode, kind)) {
      const group = groups.get(game.groupId) ?? {
        gameGroupId: game.groupId,
        gameGroupCode: game.groupCode,
        labelName: game.labelName,
        foldAfter: LOTTERY_MENU_GROUP_SIZE,
        gameMenus: [],
      };
      group.gameMenus.push(this.gameMenu(game));
      groups.set(game.groupId, group);
    }
    return [...groups.values()];
  }

  /** Turns the merchant's bet rows into list items as of now (a bet's status depends on the time). */
  async orderViews(merchant: MerchantContext) {
    const now = this.lottery.clock();
    const specs = new Map((await this.lottery.games(merchant)).map((g) => [g.id, this.lottery.schedule(g)]));
    return (r: OrderRows[number]) => orderView(r, now, specs.get(r.gameId));
  }

  /** Games the member bet on most recently, newest first. */
  async recent(merchant: MerchantContext, session: SessionContext | null, limit = 8) {
    if (!session) return [];
    const rows = await this.repository.orders(merchant.id, session.memberId, null, 100, 0);
    const codes = [...new Set(rows.map((r) => r.gameCode))].slice(0, limit);
    const games = await this.repository.games(merchant.id);
    return codes.flatMap((c) => {
      const g = games.find((x) => x.code === c);
      return g ? [this.gameMenu(g)] : [];
    });
  }

  async popular(merchant: MerchantContext, count: number, lottoMode?: number): Promise<LotteryGameView[]> {
    const games = (await this.games(merchant, lottoMode)).sort((a, b) => b.popularity - a.popularity);
    return Promise.all(games.slice(0, count).map((g) => this.gameView(g)));
  }

  async opened(merchant: MerchantContext, lottoMode?: number, kind?: DrawKind) {
    const now = this.lottery.clock();
    const out = [];
    for (const game of await this.games(merchant, lottoMode, kind)) {
      const { current } = await this.lottery.currentIssues(game);
      out.push({
        gameId: game.id,
        gameCode: game.code,
        remark: game.remark,
        ...numeroView(current, this.lottery.schedule(game).lockSeconds, now),
      });
    }
    return out;
  }

  async near(merchant: MerchantContext, by: { gameId?: number; gameCode?: string }): Promise<NearNumeroView> {
    const game = by.gameCode
      ? await this.lottery.game(merchant, by.gameCode)
      : await this.lottery.gameById(merchant, by.gameId ?? 0);
    const now = this.lottery.clock();
    const lock = this.lottery.schedule(game).lockSeconds;
    const { current, next } = await this.lottery.currentIssues(game);
    const previous = await this.repository.previousDrawn(game.id, now);
    const currentView = numeroView(current, lock, now);
    return {
      gameId: game.id,
      gameCode: game.code,
      currentNumero: { ...currentView, gameId: game.id },
      nextNumero: numeroView(next, lock, now),
      previousNumero: previous
        ? { numero: previous.numero, winNo: previous.winNo, drawTime: previous.drawAt.getTime() }
        : null,
      numero: current.numero,
      remainTime: currentView.remainTime,
      lockTime: lock,
    };
  }

  /** The latest result of each game, newest first (lobby: 5), or one game's latest results. */
  async latestDraws(
    merchant: MerchantContext,
    gameCode: string | undefined,
    size: number,
  ): Promise<LotteryDrawView[]> {
    if (gameCode) {
      const game = await this.lottery.game(merchant, gameCode);
      return (await this.repository.draws(merchant.id, game.id, size, 0)).map(drawView);
    }
    const rows = await this.repository.latestDrawPerGame(merchant.id);
    return rows
      .map(drawView)
      .sort((a, b) => b.drawTime - a.drawTime)
      .slice(0, size);
  }

  async drawHistory(merchant: MerchantContext, gameCode: string, page: number, size: number) {
    const game = await this.lottery.game(merchant, gameCode);
    const list = (await this.repository.draws(merchant.id, game.id, size, (page - 1) * size)).map(drawView);
    return { gameCode, page, size, list };
  }

  async orders(
    merchant: MerchantContext,
    session: SessionContext,
    gameCode: string | undefined,
    page: number,
    size: number,
  ) {
    const game = gameCode ? await this.lottery.game(merchant, gameCode) : null;
    const rows = await this.repository.orders(
      merchant.id,
      session.memberId,
      game?.id ?? null,
      size,
      (page - 1) * size,
    );
    const view = await this.orderViews(merchant);
    return { page, size, list: rows.map(view) };
  }

  /** The member's bets since UTC midnight (the schedule's day), optionally of one game; zero-based page. */
  async todayOrders(
    merchant: MerchantContext,
    session: SessionContext,
    gameId: number | undefined,
    page: number,
    size: number,
  ) {
    const game = gameId === undefined ? null : await this.lottery.gameById(merchant, gameId);
    const since = utcMidnight(this.lottery.clock());
    const [rows, total] = await Promise.all([
      this.repository.orders(merchant.id, session.memberId, game?.id ?? null, size, page * size, since),
      this.repository.orderCount(merchant.id, session.memberId, game?.id ?? null, since),
    ]);
    const view = await this.orderViews(merchant);
    const content = rows.map((r) => ({ ...view(r), gameId: r.gameId }));
    return springPage(content, page, size, total);
  }

  /** One game's results by its id, newest first; zero-based page. */
  async drawPage(merchant: MerchantContext, gameId: number, page: number, size: number) {
    const game = await this.lottery.gameById(merchant, gameId);
    const [rows, total] = await Promise.all([
      this.repository.draws(merchant.id, game.id, size, page * size),
      this.repository.drawCount(merchant.id, game.id),
    ]);
    const content = rows.map((r) => ({ ...drawView(r), gameId: game.id }));
    return springPage(content, page, size, total);
  }

  /**
   * Prize groups per game group and prize mode: a bet may go from PRIZE_GROUP_MIN up to its game's
   * prize group, so maxBetSeries (and the default) is the highest every game of the group takes,
   * maxSeries the highest any of them takes.
   */
  async series(merchant: MerchantContext): Promise<LotterySeriesView[]> {
    const series = new Map<string, LotterySeriesView>();
    for (const game of await this.games(merchant)) {
      const key = `${game.groupCode}:${game.lottoMode}`;
      const known = series.get(key);
      const maxSeries = Math.max(known?.maxSeries ?? game.prizeGroup, game.prizeGroup);
      const maxBetSeries = Math.min(known?.maxBetSeries ?? game.prizeGroup, game.prizeGroup);
      series.set(key, {
        gameGroupCode: game.groupCode,
        prizeModeId: game.lottoMode,
        maxSeries,
        minSeries: PRIZE_GROUP_MIN,
        maxBetSeries,
        defaultSeries: maxBetSeries,
      });
    }
    return [...series.values()];
  }

  async winners(merchant: MerchantContext, limit: number, gameCategory: string) {
    const rows = await this.repository.winners(
      merchant.id,
      limit,
      gameCategory === 'ALL' ? null : gameCategory,
    );
    return rows.map((r) => ({
      vo: { recordId: r.id },
      recordId: r.id,
      userName: maskName(r.username),
      gameCode: r.gameCode,
      gameName: r.remark,
      winAmount: minorToDecimal(r.payout, r.currency),
      currency: r.currency,
      time: r.settledAt?.getTime() ?? null,
    }));
  }

  /** The merchant's jackpot figure; a merchant plays in its own currency, whatever a client asks. */
  async jackpot(merchant: MerchantContext) {
    const c = merchant.currency;
    const amount = (await this.repository.jackpot(merchant.id, c)) ?? 0n;
    return { merchantCode: merchant.code, currency: c, amount: minorToDecimal(amount, c) };
  }

  /**
   * A game's play menu as field clients read it: one entry per prize mode (index 0 tradition,
   * 1 entertainment), the game's plays under its own mode; the ids are what their slips name.
   */
  async playMenu(
    merchant: MerchantContext,
    gameId: number | string,
    language: LanguageCode,
  ): Promise<PlayMenu> {
    const game = await this.lottery.gameOfClient(merchant, gameId);
    const stake = ticketStake('Y', scaleOf(merchant.currency));
    const singleBetPrice = stake === null ? 0 : minorToNumber(stake, merchant.currency);
    const groups = PLAY_MENU[game.kind as DrawKind].map((group, index) => ({
      groupSwitch: true,
      playCode: group.code,
      sorting: index + 1,
      playName: groupNameOf(language, group.code),
      playMenus: group.plays.map((play) => ({
        playId: play.playId,
        singleBetPrice,
        playName: playNameOf(language, play.code),
        playSwitch: true,
        playType: play.code,
      })),
    }));
    return [1, 2].map((mode) => ({
      prizeModeId: mode,
      playMenuGroups: game.lottoMode === mode ? groups : [],
    }));
  }
}

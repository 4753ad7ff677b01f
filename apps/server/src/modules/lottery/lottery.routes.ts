import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENT_REPLAY_HEADER,
  legacyReportApi,
  legacySiteApi,
  lotteryAdminApi,
  lotteryApi,
} from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import { agreedRequestKey, headerRequestKey } from '../wallet/index.js';
import type { LotteryFieldQueries } from './lottery-field.queries.js';
import type { LotteryQueries } from './lottery.queries.js';
import type { LotteryService } from './lottery.service.js';
import type { LottoPnlService } from './lotto-pnl.js';

/** The same lottery paths answer under each of these prefixes (bare JSON, no envelope). */
export const LOTTERY_PREFIXES = ['/lgw', '/lotto/lgw', '/lotto-vn/lgw'] as const;
const BET_RATE = { max: 120, timeWindow: 60_000 };

export interface LotteryRouteDeps {
  lottery: LotteryService;
  lotteryQueries: LotteryQueries;
  lotteryFieldQueries: LotteryFieldQueries;
  lottoPnl: LottoPnlService;
}

/** Clients send either name for the prize mode. */
const modeOf = (q: { lottoMode?: number; prizeMode?: number }) => q.lottoMode ?? q.prizeMode;

/** A bet's key: the Idempotency-Key header or the body's requestId, which must agree. */
const betKey = (c: { request: FastifyRequest; body: { requestId?: string | null } }) =>
  agreedRequestKey(headerRequestKey(c.request), c.body.requestId);

/** A placed order as answered; a replay of an earlier one says so in a header. */
function answered<T extends { replayed: boolean }>(reply: FastifyReply, result: T): Omit<T, 'replayed'> {
  const { replayed, ...placed } = result;
  if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return placed;
}

export function registerLotteryRoutes(app: FastifyInstance, deps: LotteryRouteDeps): void {
  const { lottery, lotteryQueries: queries, lotteryFieldQueries: field } = deps;
  const bet = { rateLimit: BET_RATE };

  serve(app, legacyReportApi.lottoPnl, (c) => deps.lottoPnl.pnl(c.merchant, c.session, c.query));

  // Back office: void an issue that has not been drawn, releasing every bet's stake.
  serve(app, lotteryAdminApi.voidByNumero, (c) =>
    lottery.voidIssue(c.merchant, c.body.gameCode, c.body.numero),
  );

  serve(app, lotteryApi.groups, (c) => queries.groups(c.merchant, modeOf(c.query)));
  serve(app, lotteryApi.mobileGroups, (c) => queries.groups(c.merchant, modeOf(c.query)));
  serve(app, lotteryApi.menus, (c) => queries.menus(c.merchant, modeOf(c.query)));
  serve(app, lotteryApi.recent, (c) => queries.recent(c.merchant, c.session));
  serve(app, lotteryApi.popular, (c) => queries.popular(c.merchant, c.query.count, modeOf(c.query)));
  serve(app, lotteryApi.opened, (c) => queries.opened(c.merchant, modeOf(c.query)));
  serve(app, lotteryApi.near, (c) => queries.near(c.merchant, c.query));
  serve(app, lotteryApi.draws, (c) => queries.latestDraws(c.merchant, c.query.gameCode, c.query.size));
  serve(app, lotteryApi.drawHistory, (c) =>
    queries.drawHistory(c.merchant, c.params.gameCode, c.query.page, c.query.size),
  );
  serve(app, lotteryApi.drawPage, (c) =>
    queries.drawPage(c.merchant, c.params.gameId, c.query.page, c.query.size),
  );
  serve(app, lotteryApi.vnOpened, (c) => queries.opened(c.merchant, undefined, 'vn'));
  serve(app, lotteryApi.vnMenus, (c) => queries.menus(c.merchant, undefined, 'vn'));
  serve(app, lotteryApi.winners, (c) => queries.winners(c.merchant, c.query.limitNum, c.query.gameCategory));
  serve(app, lotteryApi.jackpot, (c) => queries.jackpot(c.merchant));

  serve(
    app,
    lotteryApi.bet,
    async (c) => answered(c.reply, await lottery.placeRequest(c.merchant, c.session, c.body, betKey(c))),
    bet,
  );
  serve(
    app,
    lotteryApi.vnBet,
    async (c) => answered(c.reply, await lottery.placeVn(c.merchant, c.session, c.body, betKey(c))),
    bet,
  );
  serve(app, lotteryApi.playMenu, (c) => queries.playMenu(c.merchant, c.params.gameId, c.client.language));
  serve(app, lotteryApi.orders, (c) =>
    queries.orders(c.merchant, c.session, c.query.gameCode, c.query.page, c.query.size),
  );
  serve(app, lotteryApi.todayOrders, (c) =>
    queries.todayOrders(c.merchant, c.session, c.query.gameId, c.query.page, c.query.size),
  );
  serve(app, lotteryApi.series, (c) => queries.series(c.merchant));
  serve(app, legacySiteApi.lottoCustomersSeries, (c) => queries.series(c.merchant));
  serve(app, lotteryApi.cancel, (c) => lottery.cancel(c.merchant, c.session, c.params.orderNumber), bet);
  serve(app, lotteryApi.cancelSubOrders, (c) => lottery.cancelBets(c.merchant, c.session, c.body), bet);

  // Calls only clients in the field make.
  serve(app, lotteryApi.mobileMenus, (c) => queries.menus(c.merchant, modeOf(c.query)));
  serve(app, lotteryApi.vnRecent, (c) => field.vnRecent(c.merchant, c.session));
  serve(app, lotteryApi.gameSetting, (c) => field.setting(c.merchant, c.params.gameId));
  serve(app, lotteryApi.gameSeries, (c) => field.gameSeries(c.merchant, modeOf(c.query)));
  serve(app, lotteryApi.showLogo, (c) => field.logos(c.merchant, modeOf(c.query)));
  serve(app, lotteryApi.vnShowLogo, (c) => field.logos(c.merchant, undefined, 'vn'));
  serve(app, lotteryApi.hotGap, (c) => field.hotGap(c.merchant, c.params.gameId, c.query.count));
  serve(app, lotteryApi.chaseNumeros, (c) => field.chaseNumeros(c.merchant, c.params.gameId));
  serve(app, lotteryApi.recentNumeros, (c) => field.recentNumeros(c.merchant, c.query.gameId, c.query.count));
  serve(app, lotteryApi.orderDetail, (c) => field.orderDetail(c.merchant, c.session, c.params.orderDetailId));
}

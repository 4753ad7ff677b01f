import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IDEMPOTENT_REPLAY_HEADER,
  bettingRequest,
  drawByGameQuery,
  drawListQuery,
  gameCodeParams,
  jackpotQuery,
  lotteryPrizeModeQuery,
  myOrdersQuery,
  nearNumeroQuery,
  orderNumberParams,
  popularGamesQuery,
  voidIssueRequest,
  winnerBoardQuery,
} from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { SessionService } from '../session/index.js';
import type { AdminService } from '../admin/index.js';
import { operatorOf } from '../admin/index.js';
import { agreedRequestKey, headerRequestKey } from '../wallet/index.js';
import type { LotteryQueries } from './lottery.queries.js';
import type { LotteryService } from './lottery.service.js';

/** The same lottery paths answer under each of these prefixes (bare JSON, no envelope). */
export const LOTTERY_PREFIXES = ['/lgw', '/lotto/lgw', '/lotto-vn/lgw'] as const;
const BET_RATE = { max: 120, timeWindow: 60_000 };

export interface LotteryRouteDeps {
  sessions: SessionService;
  admins: AdminService;
  lottery: LotteryService;
  lotteryQueries: LotteryQueries;
}

export function registerLotteryRoutes(app: FastifyInstance, deps: LotteryRouteDeps): void {
  const { lottery, lotteryQueries: queries } = deps;
  const merchant = (request: FastifyRequest) => requireMerchant(request.merchant);
  const session = (request: FastifyRequest) =>
    deps.sessions.require(merchant(request), request.authToken, request.ip);
  const mode = (request: FastifyRequest) => {
    const q = lotteryPrizeModeQuery.parse(request.query);
    return q.lottoMode ?? q.prizeMode;
  };

  // Back office: void an issue that has not been drawn, releasing every bet's stake.
  app.post('/admin/api/lottery/issues/void', async (request) => {
    const m = merchant(request);
    await operatorOf(request, deps.admins);
    const { gameCode, numero } = voidIssueRequest.parse(request.body);
    return lottery.voidIssue(m, gameCode, numero);
  });

  for (const prefix of LOTTERY_PREFIXES) {
    app.get(`${prefix}/games`, async (request) => queries.groups(merchant(request), mode(request)));
    app.get(`${prefix}/games/game_menus`, async (request) => queries.menus(merchant(request), mode(request)));
    app.get(`${prefix}/games/game_menus/recent`, async (request) => {
      const m = merchant(request);
      const current = request.authToken
        ? await deps.sessions.resolve(m, request.authToken, request.ip)
        : null;
      return queries.recent(m, current);
    });
    app.get(`${prefix}/games/popular`, async (request) => {
      const q = popularGamesQuery.parse(request.query);
      return queries.popular(merchant(request), q.count, q.lottoMode ?? q.prizeMode);
    });
    app.get(`${prefix}/games/opened/numero`, async (request) =>
      queries.opened(merchant(request), mode(request)),
    );
    app.get(`${prefix}/numeros/near`, async (request) =>
      queries.near(merchant(request), nearNumeroQuery.parse(request.query)),
    );
    app.get(`${prefix}/draw`, async (request) => {
      const q = drawListQuery.parse(request.query);
      return queries.latestDraws(merchant(request), q.gameCode, q.size);
    });
    app.get(`${prefix}/draw/code/:gameCode`, async (request) => {
      const { gameCode } = gameCodeParams.parse(request.params);
      const q = drawByGameQuery.parse(request.query);
      return queries.drawHistory(merchant(request), gameCode, q.page, q.size);
    });
    app.get(`${prefix}/vn/numeros/opened/game`, async (request) =>
      queries.opened(merchant(request), undefined, 'vn'),
    );
    app.get(`${prefix}/vn/games/game_menu`, async (request) =>
      queries.menus(merchant(request), undefined, 'vn'),
    );
    app.get(`${prefix}/winners`, async (request) => {
      const q = winnerBoardQuery.parse(request.query);
      return queries.winners(merchant(request), q.limitNum, q.gameCategory);
    });
    app.get(`${prefix}/jackpot`, async (request) => {
      jackpotQuery.parse(request.query);
      return queries.jackpot(merchant(request));
    });

    app.post(`${prefix}/orders/betting`, { config: { rateLimit: BET_RATE } }, async (request, reply) => {
      const { bettingSlipString, requestId } = bettingRequest.parse(request.body);
      const { replayed, ...placed } = await lottery.place(
        merchant(request),
        await session(request),
        bettingSlipString,
        agreedRequestKey(headerRequestKey(request), requestId),
      );
      if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return placed;
    });
    app.get(`${prefix}/orders`, async (request) => {
      const q = myOrdersQuery.parse(request.query);
      return queries.orders(merchant(request), await session(request), q.gameCode, q.page, q.size);
    });
    app.post(`${prefix}/orders/:orderNumber/cancel`, { config: { rateLimit: BET_RATE } }, async (request) => {
      const { orderNumber } = orderNumberParams.parse(request.params);
      return lottery.cancel(merchant(request), await session(request), orderNumber);
    });
  }
}

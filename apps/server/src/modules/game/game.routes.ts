import type { FastifyInstance } from 'fastify';
import { SEAMLESS_SIGNATURE_HEADER, gameApi, legacyReportApi, seamlessApi } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { parseRequestJson } from '../../platform/http/input-guard.js';
import { requestOrigin } from '../../platform/http/request-origin.js';
import { serve } from '../../platform/http/serve.js';
import type { GameCatalogue } from './game-catalogue.js';
import type { GameService } from './game.service.js';
import type { GameRoundHistoryService } from './round-history.js';
import { SEAMLESS_CALLS, type SeamlessService } from './seamless.service.js';

const LAUNCH_RATE = { max: 60, timeWindow: 60_000 };
/** Vendors call once per bet and result; far more than a person, bounded all the same. */
const SEAMLESS_BODY_LIMIT = 64 * 1024;

export interface GameRouteDeps {
  games: GameService;
  gameCatalogue: GameCatalogue;
  seamless: SeamlessService;
  gameRounds: GameRoundHistoryService;
}

/** Player endpoints of games under /wps (envelope). */
export function registerGameRoutes(app: FastifyInstance, deps: GameRouteDeps): void {
  const { games, gameCatalogue: catalogue } = deps;
  const launch = { rateLimit: LAUNCH_RATE };

  serve(app, gameApi.vendors, (c) => catalogue.cards(c.merchant));
  serve(app, legacyReportApi.gameBetHistory, (c) => deps.gameRounds.rounds(c.merchant, c.session, c.query));
  serve(app, gameApi.lanes, (c) => catalogue.lanes(c.merchant));
  serve(app, gameApi.types, (c) => catalogue.types(c.merchant));
  serve(app, gameApi.list, (c) => catalogue.list(c.merchant, c.session, c.query));
  serve(app, gameApi.hot, (c) => catalogue.tab(c.merchant, c.session, 'hot', c.query, c.client.language));
  serve(app, gameApi.hotByPost, (c) =>
    catalogue.tab(c.merchant, c.session, 'hot', c.body, c.client.language),
  );
  serve(app, gameApi.vendorsByType, (c) => catalogue.vendorsByType(c.merchant));
  serve(app, gameApi.recent, (c) =>
    catalogue.tab(c.merchant, c.session, 'recent', c.query, c.client.language),
  );
  serve(app, gameApi.favourites, (c) =>
    catalogue.tab(c.merchant, c.session, 'favourite', c.query, c.client.language),
  );
  serve(app, gameApi.addFavourite, (c) => games.setFavourite(c.merchant, c.session, c.body, true));
  serve(app, gameApi.removeFavourite, (c) => games.setFavourite(c.merchant, c.session, c.query, false));
  serve(app, gameApi.addFavouriteRelay, (c) => games.setFavourite(c.merchant, c.session, c.body, true));
  serve(app, gameApi.removeFavouriteRelay, (c) => games.setFavourite(c.merchant, c.session, c.body, false));
  serve(app, gameApi.rooms, (c) =>
    catalogue.rooms(c.merchant, c.session, c.query, c.query.language ?? c.client.language),
  );
  serve(app, gameApi.recommended, (c) =>
    catalogue.recommended(c.merchant, c.query.vassalage, c.client.language),
  );

  serve(
    app,
    gameApi.launch,
    (c) => games.launch(c.merchant, c.session, c.query, requestOrigin(c.request)),
    launch,
  );
  serve(
    app,
    gameApi.launchV2,
    (c) => games.launch(c.merchant, c.session, c.body, requestOrigin(c.request)),
    launch,
  );
  serve(app, gameApi.launchWallet, (c) => games.launchWallet(c.merchant, c.session, c.query.vendor));
  serve(app, gameApi.trial, (c) => games.trial(c.merchant, c.query, requestOrigin(c.request)), launch);
  serve(app, gameApi.logout, (c) => games.logout(c.merchant, c.session, c.body.vendor));
  serve(app, gameApi.winnerBoard, (c) =>
    catalogue.winners(c.merchant, c.query.gameCategory, c.query.limitNum, c.client.language),
  );
}

/** A vendor's callback body: its exact text (whose HMAC is the signature) and that text as JSON. */
interface SignedBody {
  text: string;
  /** What the edge checks (input-guard.ts) look at; undefined when the text is not JSON. */
  json: unknown;
}

function signedBody(text: string): SignedBody {
  try {
    return { text, json: parseRequestJson(text) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    return { text, json: undefined };
  }
}

/**
 * POST /seamless/{vendorCode}/{balance|debit|credit|rollback}: bare JSON, no Merchant header.
 * The body is kept raw (its HMAC is the signature), so these routes parse it themselves in a
 * scope of their own.
 */
export async function registerSeamlessRoutes(app: FastifyInstance, deps: GameRouteDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: SEAMLESS_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, signedBody(body as string));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    for (const call of SEAMLESS_CALLS) {
      serve(scope, seamlessApi[call], async ({ params, request }) => {
        const header = request.headers[SEAMLESS_SIGNATURE_HEADER];
        const signature = Array.isArray(header) ? header[0] : header;
        const raw = (request.body as SignedBody | undefined)?.text ?? '';
        try {
          return await deps.seamless.handle(params.vendorCode, call, raw, signature);
        } catch (error) {
          request.log.error({ err: error, vendorCode: params.vendorCode, call }, 'seamless callback failed');
          return { status: 'ERROR' as const, balance: null, currency: null };
        }
      });
    }
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SEAMLESS_SIGNATURE_HEADER,
  favouriteRequest,
  gameLogoutRequest,
  gameTabQuery,
  launchRequest,
  recommendedQuery,
  trialRequest,
  userGameListQuery,
  winnerBoardRequest,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { parseRequestJson } from '../../platform/http/input-guard.js';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { SessionService } from '../session/index.js';
import type { GameCatalogue } from './game-catalogue.js';
import type { GameService } from './game.service.js';
import { SEAMLESS_CALLS, type SeamlessService } from './seamless.service.js';

const LAUNCH_RATE = { max: 60, timeWindow: 60_000 };
/** Vendors call once per bet and result; far more than a person, bounded all the same. */
const SEAMLESS_BODY_LIMIT = 64 * 1024;

export interface GameRouteDeps {
  sessions: SessionService;
  games: GameService;
  gameCatalogue: GameCatalogue;
  seamless: SeamlessService;
}

/** Player endpoints of games under /wps (envelope). */
export function registerGameRoutes(app: FastifyInstance, deps: GameRouteDeps): void {
  const { games, gameCatalogue: catalogue } = deps;
  const merchant = (request: FastifyRequest) => requireMerchant(request.merchant);
  /** Lists read without login; a valid token only adds the member's favourite flags. */
  const optionalSession = (request: FastifyRequest) =>
    request.authToken ? deps.sessions.resolve(merchant(request), request.authToken, request.ip) : null;
  /** Games, favourites and launches need login: without a token the client shows in_sorry_in. */
  const session = (request: FastifyRequest) => {
    if (!request.authToken) throw new AppError('in_sorry_in');
    return deps.sessions.require(merchant(request), request.authToken, request.ip);
  };

  app.get('/wps/game/vendors', async (request) => catalogue.cards(merchant(request)));
  app.get('/wps/game/lanes', async (request) => catalogue.lanes(merchant(request)));
  app.get('/wps/game/types', async (request) => catalogue.types(merchant(request)));
  app.get('/wps/game/list', async (request) => {
    const q = userGameListQuery.parse(request.query);
    return catalogue.list(merchant(request), await optionalSession(request), q);
  });
  app.get('/wps/game/hot', async (request) => {
    const q = gameTabQuery.parse(request.query);
    return catalogue.tab(merchant(request), await optionalSession(request), 'hot', q, request.language);
  });
  app.get('/wps/game/recent', async (request) => {
    const q = gameTabQuery.parse(request.query);
    return catalogue.tab(merchant(request), await session(request), 'recent', q, request.language);
  });
  app.get('/wps/game/favourites', async (request) => {
    const q = gameTabQuery.parse(request.query);
    return catalogue.tab(merchant(request), await session(request), 'favourite', q, request.language);
  });
  app.post('/wps/game/favourite', async (request) => {
    const current = await session(request);
    const body = favouriteRequest.parse(request.body);
    return games.setFavourite(merchant(request), current, body, true);
  });
  app.delete('/wps/game/favourite', async (request) => {
    const current = await session(request);
    const q = favouriteRequest.parse(request.query);
    return games.setFavourite(merchant(request), current, q, false);
  });
  app.get('/wps/game/recommended', async (request) => {
    const q = recommendedQuery.parse(request.query);
    return catalogue.recommended(merchant(request), q.vassalage, request.language);
  });

  const launchOptions = { config: { rateLimit: LAUNCH_RATE } };
  app.get('/wps/game/launchGame', launchOptions, async (request) => {
    const current = request.authToken ? await session(request) : null;
    return games.launch(merchant(request), current, launchRequest.parse(request.query));
  });
  app.post('/wps/game/launchGame/v2', launchOptions, async (request) => {
    const current = request.authToken ? await session(request) : null;
    return games.launch(merchant(request), current, launchRequest.parse(request.body ?? {}));
  });
  app.get('/wps/game/trial', launchOptions, async (request) =>
    games.trial(merchant(request), trialRequest.parse(request.query)),
  );
  app.post('/wps/game/logout', async (request) => {
    const current = await session(request);
    const { vendor } = gameLogoutRequest.parse(request.body ?? {});
    return games.logout(merchant(request), current, vendor);
  });
  app.get('/wps/game/winnerBoard', async (request) => {
    const q = winnerBoardRequest.parse(request.query);
    return catalogue.winners(merchant(request), q.gameCategory, q.limitNum, request.language);
  });
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
      scope.post(
        `/seamless/:vendorCode/${call}`,
        { config: { merchant: 'none', bare: true } },
        async (request) => {
          const { vendorCode } = request.params as { vendorCode: string };
          const header = request.headers[SEAMLESS_SIGNATURE_HEADER];
          const signature = Array.isArray(header) ? header[0] : header;
          const raw = (request.body as SignedBody | undefined)?.text ?? '';
          try {
            return await deps.seamless.handle(vendorCode, call, raw, signature);
          } catch (error) {
            request.log.error({ err: error, vendorCode, call }, 'seamless callback failed');
            return { status: 'ERROR', balance: null, currency: null };
          }
        },
      );
    }
  });
}

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEFAULT_CURRENCY, MoneyError, isSupportedCurrency, normaliseLanguage } from '@platform/shared';
import { serverRoot } from '../../config.js';
import { isLotusGame, isSlotCode, vendorCodeOf, SLOT_VENDOR_CODE } from './games.js';
import { MAX_TARGET_HUNDREDTHS, MIN_TARGET_HUNDREDTHS } from './crash-math.js';
import { InjectTransport, type SeamlessTransport } from './platform-wallet.js';
import { renderGamePage, renderNotFoundPage } from './page.js';
import { LotusRounds, VendorError, type RealPlayer } from './rounds.js';
import type { Rng } from './rng.js';
import { crashStakeLimits, parseStake, slotBets } from './stakes.js';
import { PAGE_TEXTS } from './texts.js';

/**
 * The built-in vendor "Lotus Games": game pages and the JSON API the pages call. These are not
 * /wps routes: no Merchant header, no envelope (bare errors), and the tenant is whatever the
 * platform's session token says when the seamless callbacks reach it.
 */

// From the server's root rather than this file, so that the bundle in dist/ finds them too.
const clientDir = path.join(serverRoot, 'src/modules/vendor-lotus/client');
const ASSETS: Record<string, string> = {
  'lotus.css': 'text/css; charset=utf-8',
  'lotus-game.js': 'application/javascript; charset=utf-8',
};

/** Generous for a person pressing spin, tight enough to stop a script hammering the wallet. */
const API_RATE = { max: 600, timeWindow: '1 minute' };

const CURRENCY = /^[A-Z]{3}$/;

const pageQuery = z.object({
  session: z.string().max(128).optional(),
  player: z.string().max(64).optional(),
  currency: z.string().optional(),
  lang: z.string().max(8).optional(),
  mode: z.string().max(8).optional(),
});

/** Who the request plays for: real when a session and player came with it and demo was not asked. */
const playerFields = {
  session: z.string().min(8).max(128).optional(),
  player: z.string().min(1).max(64).optional(),
  currency: z.string().regex(CURRENCY).optional(),
  mode: z.enum(['real', 'demo']).default('real'),
};
const spinBody = z.object({ ...playerFields, bet: z.unknown() });
const crashBody = z.object({ ...playerFields, stake: z.unknown(), target: z.unknown() });
const balanceQuery = z.object({
  session: z.string().min(8).max(128),
  player: z.string().min(1).max(64),
  currency: z.string().regex(CURRENCY),
  game: z.string().max(40).optional(),
});

type PlayerFields = { session?: string; player?: string; currency?: string; mode: 'real' | 'demo' };

class InvalidRequest extends Error {}

function playerOf(body: PlayerFields): { player: RealPlayer | null; currency: string } {
  const currency = body.currency ?? DEFAULT_CURRENCY;
  if (!isSupportedCurrency(currency)) throw new MoneyError('currency.unsupported', currency);
  if (body.mode === 'demo') return { player: null, currency };
  if (!body.session || !body.player || !body.currency)
    throw new InvalidRequest('session, player and currency');
  return { player: { session: body.session, player: body.player, currency }, currency };
}

function invalid(reply: FastifyReply, message: string) {
  return reply.code(400).send({ errorCode: 'request.invalid', message, value: null });
}

function vendorFailure(reply: FastifyReply, error: unknown) {
  if (error instanceof InvalidRequest) return invalid(reply, error.message);
  if (error instanceof MoneyError)
    return reply.code(400).send({ errorCode: error.code, message: 'currency', value: null });
  if (error instanceof VendorError) {
    return reply
      .code(error.status)
      .send({ errorCode: error.code, message: PAGE_TEXTS.EN[error.code], value: { balance: error.balance } });
  }
  throw error;
}

/** "2", "2.5", 2.37 -> hundredths (237); null unless a multiple of 0.01 within the allowed targets. */
function parseTarget(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return hundredths >= MIN_TARGET_HUNDREDTHS && hundredths <= MAX_TARGET_HUNDREDTHS ? hundredths : null;
}

export type LotusVendorOptions = { secret: string } | { transport: SeamlessTransport; rng?: Rng };

export function registerLotusVendorRoutes(app: FastifyInstance, options: LotusVendorOptions): LotusRounds {
  const transport = 'transport' in options ? options.transport : new InjectTransport(app, options.secret);
  const rounds = new LotusRounds(transport, {
    rng: 'rng' in options ? options.rng : undefined,
    logger: app.log,
  });
  const assets = new Map(
    Object.keys(ASSETS).map((name) => [name, fs.readFileSync(path.join(clientDir, name), 'utf8')]),
  );
  const bare = { config: { bare: true } };
  const api = { config: { bare: true, rateLimit: API_RATE } };

  app.get<{ Params: { file: string } }>('/vendor/lotus/assets/:file', bare, async (request, reply) => {
    const body = assets.get(request.params.file);
    if (body === undefined) return reply.code(404).type('text/plain').send('not found');
    return reply.type(ASSETS[request.params.file]!).header('Cache-Control', 'public, max-age=300').send(body);
  });

  app.get<{ Params: { gameCode: string } }>('/vendor/lotus/play/:gameCode', bare, async (request, reply) => {
    const { gameCode } = request.params;
    const query = pageQuery.safeParse(request.query);
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    if (!isLotusGame(gameCode)) return reply.code(404).send(renderNotFoundPage());
    if (!query.success) return reply.code(400).send(renderNotFoundPage());
    const q = query.data;
    const currency =
      q.currency && CURRENCY.test(q.currency.toUpperCase()) ? q.currency.toUpperCase() : DEFAULT_CURRENCY;
    // Stakes and balances need the currency's scale: a currency without one has no page.
    if (!isSupportedCurrency(currency)) return reply.code(400).send(renderNotFoundPage());
    // Without a session there is nobody to charge: the page can only be a demo.
    const demo = q.mode === 'demo' || !q.session || !q.player;
    return reply.send(
      renderGamePage({
        gameCode,
        session: demo ? '' : q.session!,
        player: demo ? '' : q.player!,
        currency,
        language: normaliseLanguage(q.lang?.toUpperCase()),
        demo,
      }),
    );
  });

  app.get('/vendor/lotus/api/balance', api, async (request, reply) => {
    const query = balanceQuery.safeParse(request.query);
    if (!query.success) return invalid(reply, 'session, player and currency are required');
    const { game, ...player } = query.data;
    const vendorCode = game && isLotusGame(game) ? vendorCodeOf(game) : SLOT_VENDOR_CODE;
    try {
      return await rounds.balance(vendorCode, player);
    } catch (error) {
      return vendorFailure(reply, error);
    }
  });

  app.post('/vendor/lotus/api/lotus_crash/play', api, async (request, reply) => {
    const body = crashBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error.issues[0]?.path.join('.') || 'body');
    try {
      const { player, currency } = playerOf(body.data);
      const stake = parseStake(body.data.stake, currency);
      const limits = crashStakeLimits(currency);
      if (stake === null || stake < limits.min || stake > limits.max) return invalid(reply, 'stake');
      const target = parseTarget(body.data.target);
      if (target === null) return invalid(reply, 'target');
      return await rounds.crash(player, stake, target, currency);
    } catch (error) {
      return vendorFailure(reply, error);
    }
  });

  app.post<{ Params: { gameCode: string } }>(
    '/vendor/lotus/api/:gameCode/spin',
    api,
    async (request, reply) => {
      const { gameCode } = request.params;
      if (!isSlotCode(gameCode)) {
        return reply
          .code(404)
          .send({ errorCode: 'resource.not.found', message: 'unknown game', value: null });
      }
      const body = spinBody.safeParse(request.body ?? {});
      if (!body.success) return invalid(reply, body.error.issues[0]?.path.join('.') || 'body');
      try {
        const { player, currency } = playerOf(body.data);
        const bet = parseStake(body.data.bet, currency);
        if (bet === null || !slotBets(currency).includes(bet)) return invalid(reply, 'bet');
        return await rounds.spin(gameCode, player, bet, currency);
      } catch (error) {
        return vendorFailure(reply, error);
      }
    },
  );

  return rounds;
}

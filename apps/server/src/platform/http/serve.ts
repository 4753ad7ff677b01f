import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  okEnvelope,
  pathsOf,
  type BodyOf,
  type EndpointSpec,
  type ParamsOf,
  type QueryOf,
  type ValueInput,
} from '@platform/shared';
import type { MerchantContext } from '../../modules/settings/index.js';
import type { SessionContext } from '../../modules/session/index.js';
import type { AdminContext } from '../../modules/admin/index.js';
import { AppError } from './app-error.js';
import { clientOf, type ClientInfo } from './client-info.js';

type MerchantOf<S extends EndpointSpec> = S extends { wire: { merchant: 'optional' | 'none' } }
  ? MerchantContext | null
  : MerchantContext;
type SessionOf<S extends EndpointSpec> = S['auth'] extends 'member' | 'member:any'
  ? SessionContext
  : S['auth'] extends 'member?'
    ? SessionContext | null
    : null;
type OperatorOf<S extends EndpointSpec> = S['auth'] extends 'operator' ? AdminContext : null;

/** Everything a handler needs, resolved and validated before it runs. */
export interface Call<S extends EndpointSpec> {
  merchant: MerchantOf<S>;
  session: SessionOf<S>;
  operator: OperatorOf<S>;
  params: ParamsOf<S>;
  query: QueryOf<S>;
  body: BodyOf<S>;
  /** The caller's address, language, device and captcha as the request hooks read them. */
  client: ClientInfo;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler may return: the declared value, or (for the few calls whose answer is not
 * JSON, or that must set their own status) nothing after it has sent the reply itself.
 */
export type Handler<S extends EndpointSpec> = (call: Call<S>) => Promise<ValueInput<S>> | ValueInput<S>;

export interface ServeOptions {
  /** Per address and merchant (@fastify/rate-limit). */
  rateLimit?: { max: number; timeWindow: number };
  bodyLimit?: number;
}

export interface ServeSettings {
  /**
   * Checks every answer against its declaration and turns a mismatch into system.error (with the
   * difference in the log). On in development and tests, where drift must fail loudly; off in
   * production, where the check would only cost time.
   */
  validateAnswers: boolean;
}

const settingsOf = new WeakMap<FastifyInstance, ServeSettings>();

/** Set once by the app before routes are registered. */
export function configureServe(app: FastifyInstance, settings: ServeSettings): void {
  settingsOf.set(app, settings);
}

/**
 * The settings of the app a route is registered on. A plugin's scope (a route that needs its own
 * body parser) is an object derived from the app's, so the lookup follows that chain up.
 */
function settingsFor(app: FastifyInstance): ServeSettings | undefined {
  for (let scope: object | null = app; scope; scope = Object.getPrototypeOf(scope) as object | null) {
    const settings = settingsOf.get(scope as FastifyInstance);
    if (settings) return settings;
  }
  return undefined;
}

function needsMerchant(spec: EndpointSpec): boolean {
  return (spec.wire?.merchant ?? 'required') === 'required';
}

function checkedAnswer(spec: EndpointSpec, value: unknown, request: FastifyRequest): void {
  const result = spec.value.safeParse(value);
  if (result.success) return;
  request.log.error(
    { endpoint: `${spec.method} ${spec.path}`, issues: result.error.issues.slice(0, 5) },
    'answer does not match its declaration',
  );
  throw new AppError('system.error');
}

/**
 * Registers a declared endpoint (and its aliases). Tenant, member and operator are resolved by
 * the request hooks from the declaration before the handler runs; params, query and body are
 * validated against it (invalid input answers request.invalid); the handler's value is wrapped
 * in the envelope unless the call is bare.
 */
export function serve<const S extends EndpointSpec>(
  app: FastifyInstance,
  spec: S,
  handler: Handler<S>,
  options: ServeOptions = {},
): void {
  const wire = spec.wire ?? {};
  const validateAnswers = settingsFor(app)?.validateAnswers ?? true;
  const routeOptions: RouteShorthandOptions = {
    config: {
      auth: spec.auth,
      endpoint: spec,
      merchant: wire.merchant ?? 'required',
      ...(wire.bare ? { bare: true } : {}),
      ...(wire.encrypted ? { encrypted: true } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
  };
  for (const url of pathsOf(spec)) {
    app.route({
      method: spec.alsoMethods?.length ? [spec.method, ...spec.alsoMethods] : spec.method,
      url,
      ...routeOptions,
      handler: async (request, reply) => {
        if (needsMerchant(spec) && !request.merchant) throw new AppError('merchant.header.required');
        if (spec.auth === 'operator' && !request.admin) throw new AppError('login.not.session');
        const call = {
          merchant: request.merchant,
          session: request.session,
          operator: request.admin,
          params: spec.params ? spec.params.parse(request.params ?? {}) : undefined,
          query: spec.query ? spec.query.parse(request.query ?? {}) : undefined,
          body: spec.body ? spec.body.parse(request.body ?? {}) : undefined,
          client: clientOf(request),
          request,
          reply,
        } as Call<S>;
        const value = await handler(call);
        // A handler that sent its own reply (a stream, a redirect) has answered already.
        if (reply.sent) return reply;
        if (wire.raw) return value;
        if (validateAnswers) checkedAnswer(spec, value, request);
        // The envelope is built here rather than by the serialisation hook, which passes strings by.
        return wire.bare ? value : okEnvelope(value);
      },
    });
  }
}

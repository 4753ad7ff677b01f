import type { z } from 'zod';
import type { ErrorCode } from './errors.js';

/**
 * One declaration per API call, read by both sides: the server registers its route from it
 * (validating what comes in and, outside production, what goes out) and the web calls it through
 * one typed client. Paths, verbs and field names are the wire protocol's, exactly.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may make the call; the server resolves it once per request, before the handler runs.
 * - `none`: nobody needs to be known (no merchant either unless the wire says so).
 * - `visitor`: anyone of the merchant; a token, when sent, is not looked at.
 * - `member?`: anyone of the merchant; the member's session is resolved when a valid token is sent.
 * - `member`: a member session with full rights.
 * - `member:any`: a member session, including one held only to change an expired password.
 * - `operator`: a back-office operator whose role may use the path's area.
 * - `vendor`: a game vendor's signed server-to-server callback (checked by its handler).
 */
export type EndpointAuth = 'none' | 'visitor' | 'member?' | 'member' | 'member:any' | 'operator' | 'vendor';

/** Where the call stands on the Merchant header. */
export type MerchantRequirement = 'required' | 'optional' | 'none';

export interface EndpointWire {
  /** Bare JSON instead of the `/wps` envelope (the lottery family answers bare). */
  bare?: boolean;
  /** The body may arrive DES-encrypted under an RSA-announced key. */
  encrypted?: boolean;
  /** How the body arrives when it is not JSON: form-encoded or multipart. JSON is always accepted. */
  body?: 'form' | 'multipart';
  /** Required unless said otherwise. */
  merchant?: MerchantRequirement;
  /** The answer is not JSON (plain text, an image, a page); `value` then describes nothing. */
  raw?: boolean;
}

export interface EndpointSpec {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answer: the envelope's `value` for `/wps` and `/admin/api`, the whole body for bare calls. */
  readonly value: z.ZodType;
  readonly wire?: EndpointWire;
  /** Further paths that serve the same call (the lottery family under `/lotto/lgw` and `/lotto-vn/lgw`). */
  readonly aliases?: readonly string[];
  /**
   * Further verbs the same call answers on: field clients register with PUT where the web posts,
   * and log out with POST as well as DELETE. Our own client uses `method`.
   */
  readonly alsoMethods?: readonly HttpMethod[];
  /**
   * What a `member` call made without a token answers instead of login.not.session: the game
   * calls answer in_sorry_in, which field clients turn into their login prompt.
   */
  readonly anonymous?: ErrorCode;
}

/** Declares an endpoint; the literal types of its fields are kept for both sides' typing. */
/*#__NO_SIDE_EFFECTS__*/
export function endpoint<const S extends EndpointSpec>(spec: S): S {
  return Object.freeze(spec);
}

type Out<S, K extends keyof EndpointSpec> = S extends { [P in K]: z.ZodType } ? z.output<S[K]> : undefined;
type In<S, K extends keyof EndpointSpec> = S extends { [P in K]: z.ZodType } ? z.input<S[K]> : undefined;

/** What the handler receives after validation. */
export type ParamsOf<S extends EndpointSpec> = Out<S, 'params'>;
export type QueryOf<S extends EndpointSpec> = Out<S, 'query'>;
export type BodyOf<S extends EndpointSpec> = Out<S, 'body'>;
/** What a client sends. */
export type ParamsInput<S extends EndpointSpec> = In<S, 'params'>;
export type QueryInput<S extends EndpointSpec> = In<S, 'query'>;
export type BodyInput<S extends EndpointSpec> = In<S, 'body'>;
/** What the call answers: the handler's return on the server, the client's result on the web. */
export type ValueOf<S extends EndpointSpec> = z.output<S['value']>;
export type ValueInput<S extends EndpointSpec> = z.input<S['value']>;

/** Every path the endpoint answers on: its own first, then its aliases. */
export function pathsOf(spec: EndpointSpec): string[] {
  return [spec.path, ...(spec.aliases ?? [])];
}

/**
 * The path with its `:name` parameters filled in (URI-encoded). A parameter the path names but
 * `params` lacks is an error of the caller, not something to send to the server as ":name".
 */
export function fillPath(path: string, params?: Record<string, string | number> | null): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path}: parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

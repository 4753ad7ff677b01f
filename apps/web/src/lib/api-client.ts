import {
  HEADER,
  LIMITS,
  fillPath,
  type EndpointSpec,
  type ValueOf,
  LOGOUT_ERROR_CODES,
  SILENT_ERROR_CODES,
  isEnvelope,
  type Envelope,
} from '@platform/shared';
import type { DialogStore } from './dialog-store';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
    /** True once the client itself has told the person (dialog or redirect). */
    public handled = false,
  ) {
    super(message);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Objects are sent as JSON; strings, FormData and URLSearchParams as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** GET answers may be reused from session storage for three minutes. */
  cacheable?: boolean;
  /** false: never open a dialog, the caller handles every failure (relay and background calls). */
  alert?: boolean;
  keepalive?: boolean;
  signal?: AbortSignal;
  /**
   * Sends the body DES-encrypted under a fresh key announced in the Encryption header
   * (docs/decisions/0004): login, two-factor, registration and password calls.
   */
  encrypted?: boolean;
}

type Part<S, K extends 'params' | 'query' | 'body', Extra = never> = S extends {
  [P in K]: import('zod').ZodType;
}
  ? undefined extends import('zod').input<S[K]>
    ? { [P in K]?: import('zod').input<S[K]> | Extra }
    : Record<never, never> extends import('zod').input<S[K]>
      ? { [P in K]?: import('zod').input<S[K]> | Extra }
      : { [P in K]: import('zod').input<S[K]> | Extra }
  : { [P in K]?: never };

/**
 * What a call of endpoint S sends: its path parameters, query and body, each typed from the
 * declaration and required when the declaration requires it. A form or multipart body may also be
 * sent as it is (FormData, URLSearchParams).
 */
export type CallInput<S extends EndpointSpec> = Part<S, 'params'> &
  Part<S, 'query'> &
  Part<S, 'body', FormData | URLSearchParams>;

/** Options of a declared call; path, verb and body come from the declaration and the input. */
export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** Every input part optional: lets `call(spec)` omit the input when nothing is required. */
type OptionalInput<S extends EndpointSpec> =
  Record<never, never> extends CallInput<S> ? [input?: CallInput<S>] : [input: CallInput<S>];

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  dialogs: DialogStore;
  getMerchant: () => string;
  getLanguage: () => string;
  getToken: () => string | null;
  /** Text of a message key in the current language, or undefined when there is none. */
  translate: (key: string) => string | undefined;
  /** Origin the relative API paths belong to. */
  origin: () => string;
  isHttps: () => boolean;
  /** Clears the session (keeping source and merchant) and leaves for the home page. */
  endSession: () => void;
  /** The domain-check failure flow; without it a plain warning is shown. */
  onDomainUnavailable?: (error: ApiError) => void;
  cache?: Storage | null;
  /** Makes a fresh random session key; tests pass a fixed one. */
  sessionKey?: () => string;
  now?: () => number;
  timeoutMs?: number;
  maxConcurrentGets?: number;
  cacheMs?: number;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  put<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  del<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /**
   * Calls a declared endpoint (packages/shared/src/api): fills its path, uses its verb, encrypts
   * when its wire says so (unless told otherwise), and checks the answer against its `value`
   * schema, resolving with what the schema gives. An answer that breaks the contract is an
   * `unknown_error`, told to the person like any failure.
   */
  call<S extends EndpointSpec>(
    spec: S,
    ...args: [...OptionalInput<S>, options?: CallOptions]
  ): Promise<ValueOf<S>>;
  /** GETs running now and waiting for a slot; exposed for tests and diagnostics. */
  stats(): { activeGets: number; queuedGets: number; inFlight: number };
}

const CACHE_PREFIX = 'api-cache:';
const LOTTERY_PREFIXES = ['/lgw/', '/lotto/lgw/', '/lotto-vn/lgw/'];

/** Lottery answers are bare JSON, never the /wps envelope. */
export function isBareJsonPath(pathname: string): boolean {
  return LOTTERY_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Builds the request URL: adds the query and drops any `token` parameter, since the token
 * travels only in the Authorization header and must not end up in logs or referrers.
 */
export function buildUrl(path: string, origin: string, query?: Record<string, QueryValue>): URL {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
  }
  url.searchParams.delete('token');
  return url;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob
  ) {
    return body;
  }
  headers['Content-Type'] ??= 'application/json';
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Some endpoints (the RSA key) answer plain text.
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError' || error.name === 'TimeoutError'
    : (error as { name?: string } | null)?.name === 'AbortError';
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function statusText(error: ApiError): string | undefined {
  return STATUS_TEXT[error.status];
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const now = deps.now ?? (() => Date.now());
  const timeoutMs = deps.timeoutMs ?? LIMITS.requestTimeoutMs;
  const maxGets = deps.maxConcurrentGets ?? LIMITS.maxConcurrentGets;
  const cacheMs = deps.cacheMs ?? LIMITS.sessionCacheMs;

  const inFlight = new Map<string, Promise<unknown>>();
  let activeGets = 0;
  const waiting: Array<() => void> = [];

  const acquireGetSlot = (): Promise<void> => {
    if (activeGets < maxGets) {
      activeGets++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const releaseGetSlot = () => {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so the count stays the same.
    if (next) next();
    else activeGets--;
  };

  // The server's RSA key outlives any page; one fetch per page load is enough.
  let rsaModulus: Promise<string> | null = null;
  const modulus = (): Promise<string> => {
    rsaModulus ??= perform(
      buildUrl('/wps/session/key/rsa', deps.origin()),
      {
        method: 'GET',
        headers: { [HEADER.merchant]: deps.getMerchant(), [HEADER.device]: 'web' },
        credentials: 'same-origin',
      },
      { alert: false },
      true,
    ).then((value) => {
      if (typeof value !== 'string' || !/^[0-9a-fA-F]{64,}$/.test(value.trim())) {
        throw new ApiError('encryption.invalid', '', 0, null);
      }
      return value.trim();
    });
    rsaModulus.catch(() => {
      rsaModulus = null;
    });
    return rsaModulus;
  };

  const text = (key: string): string | undefined => {
    const value = deps.translate(key);
    return value && value !== key ? value : undefined;
  };
  const confirmLabel = () => text('in_increase_submit') ?? 'OK';

  const readCache = (key: string): { hit: true; value: unknown } | { hit: false } => {
    try {
      const raw = deps.cache?.getItem(CACHE_PREFIX + key);
      if (!raw) return { hit: false };
      const entry = JSON.parse(raw) as { at: number; value: unknown };
      if (now() - entry.at < cacheMs) return { hit: true, value: entry.value };
      deps.cache?.removeItem(CACHE_PREFIX + key);
    } catch {
      // A corrupt entry is just a miss.
    }
    return { hit: false };
  };
  const writeCache = (key: string, value: unknown) => {
    try {
      deps.cache?.setItem(CACHE_PREFIX + key, JSON.stringify({ at: now(), value }));
    } catch {
      // Quota exceeded: the answer is still returned, only not reused.
    }
  };

  const handleError = (error: ApiError, options: RequestOptions) => {
    if (error.status === 502) {
      console.error('[api] bad gateway', error.code, error.message);
      return;
    }
    if (options.alert === false || error.code === 'aborted') return;
    if (error.status === 504 || error.code === 'timeout_retry_please') {
      if (deps.isHttps()) return;
      error.handled = true;
      deps.dialogs.open({
        kind: 'warning',
        key: 'timeout',
        message: text('timeout_retry_please') ?? 'timeout_retry_please',
        actions: [{ label: confirmLabel(), primary: true }],
      });
      return;
    }
    if (error.status === 401 || LOGOUT_ERROR_CODES.includes(error.code)) {
      error.handled = true;
      deps.dialogs.open({
        kind: 'warning',
        key: 'auth',
        message: error.message || text(error.code) || text('login.not.session') || 'login.not.session',
        actions: [{ label: confirmLabel(), primary: true, onClick: () => deps.endSession() }],
      });
      return;
    }
    if (SILENT_ERROR_CODES.includes(error.code)) return;
    if (error.code === 'domain_not_available' && deps.onDomainUnavailable) {
      error.handled = true;
      deps.onDomainUnavailable(error);
      return;
    }
    error.handled = true;
    deps.dialogs.open({
      kind: 'warning',
      message: error.message || text(error.code) || statusText(error) || error.code,
      actions: [{ label: confirmLabel(), primary: true }],
    });
  };

  const perform = async (url: URL, init: RequestInit, options: RequestOptions, isGet: boolean) => {
    if (isGet) await acquireGetSlot();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    let response: Response;
    try {
      const target = url.origin === deps.origin() ? url.pathname + url.search : url.href;
      response = await deps.fetch(target, { ...init, signal: controller.signal });
    } catch (cause) {
      const timedOut = isAbort(cause) && !options.signal?.aborted;
      throw timedOut
        ? new ApiError('timeout_retry_please', '', 504)
        : new ApiError(isAbort(cause) ? 'aborted' : 'network_error', '', 0, String(cause));
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
      if (isGet) releaseGetSlot();
    }
    const body = await readBody(response);
    if (isBareJsonPath(url.pathname)) {
      if (response.ok) return body;
      const fields = (body ?? {}) as { errorCode?: string; message?: string };
      throw new ApiError(
        fields.errorCode ?? `http_${response.status}`,
        fields.message ?? '',
        response.status,
        body,
      );
    }
    if (isEnvelope(body)) {
      const envelope = body as Envelope;
      if (envelope.success && response.ok) return envelope.value;
      throw new ApiError(
        envelope.errorCode ?? `http_${response.status}`,
        envelope.message ?? '',
        response.status,
        envelope.value,
      );
    }
    if (!response.ok) {
      throw new ApiError(`http_${response.status}`, response.statusText, response.status, body);
    }
    return body;
  };

  const request = <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const method = options.method ?? 'GET';
    const isGet = method === 'GET';
    const url = buildUrl(path, deps.origin(), options.query);
    const headers: Record<string, string> = {
      [HEADER.merchant]: deps.getMerchant(),
      [HEADER.language]: deps.getLanguage().toUpperCase(),
      [HEADER.device]: 'web',
      ...options.headers,
    };
    const token = deps.getToken();
    if (token) headers[HEADER.authorization] = token;
    const key = `${method} ${url.href} ${JSON.stringify(Object.entries(headers).sort())}`;
    if (!isGet && options.encrypted) return requestEncrypted<T>(url, headers, options);
    const body = isGet ? undefined : encodeBody(options.body, headers);

    if (isGet) {
      const running = inFlight.get(key);
      if (running) return running as Promise<T>;
      if (options.cacheable) {
        const cached = readCache(key);
        if (cached.hit) return Promise.resolve(cached.value as T);
      }
    }

    const init: RequestInit = {
      method,
      headers,
      body,
      keepalive: options.keepalive,
      credentials: 'same-origin',
    };
    const promise = perform(url, init, options, isGet)
      .then((value) => {
        if (isGet && options.cacheable) writeCache(key, value);
        return value as T;
      })
      .catch((error: unknown) => {
        const apiError =
          error instanceof ApiError ? error : new ApiError('unknown_error', String(error), 0, null);
        handleError(apiError, options);
        throw apiError;
      })
      .finally(() => {
        if (isGet) inFlight.delete(key);
      });
    if (isGet) inFlight.set(key, promise);
    return promise;
  };

  const requestEncrypted = async <T>(
    url: URL,
    headers: Record<string, string>,
    options: RequestOptions,
  ): Promise<T> => {
    try {
      // The cipher library is needed only by the few encrypted calls (login, money), so it
      // downloads with the first of them rather than with every page.
      const { encryptRequest } = await import('@platform/shared/wire-crypto');
      const sealed = encryptRequest(options.body ?? {}, await modulus(), deps.sessionKey?.());
      headers[HEADER.encryption] = sealed.encryption;
      headers['Content-Type'] = 'application/json';
      const init: RequestInit = {
        method: options.method,
        headers,
        body: JSON.stringify({ value: sealed.body }),
        keepalive: options.keepalive,
        credentials: 'same-origin',
      };
      return (await perform(url, init, options, false)) as T;
    } catch (error) {
      const apiError =
        error instanceof ApiError ? error : new ApiError('unknown_error', String(error), 0, null);
      handleError(apiError, options);
      throw apiError;
    }
  };

  const call = async <S extends EndpointSpec>(
    spec: S,
    input: { params?: unknown; query?: unknown; body?: unknown } = {},
    options: CallOptions = {},
  ): Promise<ValueOf<S>> => {
    const path = fillPath(spec.path, input.params as Record<string, string | number> | undefined);
    const raw = await request<unknown>(path, {
      encrypted: spec.wire?.encrypted === true && !(input.body instanceof FormData),
      ...options,
      method: spec.method,
      query: input.query as Record<string, QueryValue> | undefined,
      body: input.body,
    });
    if (spec.wire?.raw) return raw as ValueOf<S>;
    const checked = spec.value.safeParse(raw);
    if (checked.success) return checked.data as ValueOf<S>;
    const issues = checked.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`)
      .join('; ');
    console.error(`[api] ${spec.method} ${spec.path} answered outside its contract: ${issues}`);
    const error = new ApiError('unknown_error', '', 0, null);
    handleError(error, options);
    throw error;
  };

  return {
    request,
    call: call as ApiClient['call'],
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    del: (path, options) => request(path, { ...options, method: 'DELETE' }),
    stats: () => ({ activeGets, queuedGets: waiting.length, inFlight: inFlight.size }),
  };
}

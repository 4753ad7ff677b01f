import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOfHeader, normaliseLanguage } from '@platform/shared';
import { AppError } from './app-error.js';
import { isApiPath } from './api-paths.js';
import type { CallerResolver } from './callers.js';
import { syncFirstHook } from './sync-first-hook.js';
import type { MerchantContext } from '../../modules/settings/index.js';

function headerCount(request: FastifyRequest, name: string): number {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === name) count++;
  return count;
}

function single(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

/**
 * Resolves the Merchant, Language, Device and Authorization headers of API requests.
 * A Merchant header sent twice is refused (function.not.available) rather than guessed at,
 * because proxies that append headers could otherwise switch a request to another tenant.
 */
export function registerTenantResolution(
  app: FastifyInstance,
  callers: Pick<CallerResolver, 'merchant' | 'cachedMerchant'>,
): void {
  app.decorateRequest('merchant', null);
  app.decorateRequest('language', 'CN');
  app.decorateRequest('deviceId', null);
  app.decorateRequest('authToken', null);

  // A merchant memory holds is applied at once; only a miss waits.
  app.addHook(
    'onRequest',
    syncFirstHook((request) => resolveTenant(request, callers)),
  );
}

/** Sets the request's language, device, token and merchant; a promise only when the merchant must be loaded. */
function resolveTenant(
  request: FastifyRequest,
  callers: Pick<CallerResolver, 'merchant' | 'cachedMerchant'>,
): Promise<void> | undefined {
  request.language = normaliseLanguage(request.headers.language);
  if (!isApiPath(request.url)) return;

  const device = single(request.headers.device)?.trim() ?? '';
  request.deviceId = device ? device.slice(0, 64) : null;
  // Field clients send the bare token; a `Bearer ` prefix is accepted and dropped.
  const token = (single(request.headers.authorization)?.trim() ?? '').replace(/^bearer\s+/i, '');
  request.authToken = token && token.length <= 512 ? token : null;

  const requirement = request.routeOptions.config?.merchant ?? 'required';
  if (requirement === 'none') return;
  const count = headerCount(request, 'merchant');
  if (count > 1) throw new AppError('function.not.available', undefined, null, 400);
  const code = single(request.headers.merchant)?.trim() ?? '';
  if (!code && requirement === 'optional') return;
  const cached = callers.cachedMerchant(code);
  if (cached) return applyMerchant(request, cached);
  return callers.merchant(code).then((merchant) => applyMerchant(request, merchant));
}

function applyMerchant(request: FastifyRequest, merchant: MerchantContext): undefined {
  request.merchant = merchant;
  // A language the merchant does not offer falls back to the merchant's default.
  const asked = languageOfHeader(single(request.headers.language));
  request.language = asked && merchant.languages.includes(asked) ? asked : merchant.defaultLanguage;
  return undefined;
}

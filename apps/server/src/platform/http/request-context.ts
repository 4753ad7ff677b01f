import type { EndpointAuth, EndpointSpec, LanguageCode } from '@platform/shared';
import type { MerchantContext } from '../../modules/settings/index.js';
import type { SessionContext } from '../../modules/session/index.js';

/** Where a route stands on the Merchant header. API routes require it unless they say otherwise. */
export type MerchantRequirement = 'required' | 'optional' | 'none';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved tenant; set by the tenant hook for API routes. */
    merchant: MerchantContext | null;
    language: LanguageCode;
    deviceId: string | null;
    /** The raw Authorization header value (the token itself, no Bearer prefix). */
    authToken: string | null;
    /** The member behind the call, resolved by the session hook for routes whose auth names members. */
    session: SessionContext | null;
  }
  interface FastifyContextConfig {
    merchant?: MerchantRequirement;
    /** The body may arrive DES-encrypted; see encrypted-body.ts and docs/decisions/0004. */
    encrypted?: boolean;
    /** Answer with bare JSON instead of the /wps envelope. */
    bare?: boolean;
    /** Who may call; resolved once by the hooks before the handler runs. */
    auth?: EndpointAuth;
    /** The declaration the route was built from (serve()). */
    endpoint?: EndpointSpec;
  }
}

export function requireMerchant(merchant: MerchantContext | null): MerchantContext {
  if (!merchant) throw new Error('route declared merchant:none but needs one');
  return merchant;
}

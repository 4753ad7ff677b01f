const DEV_DEFAULT_MERCHANT = 'demo';

/**
 * The merchant of this page. The server resolves it from the Host and injects
 * <meta name="merchant">, so one build serves every merchant's domains; the Vite dev
 * server has no such step, hence the env fallback.
 */
export function resolveMerchant(doc: Document = document): string {
  const metas = doc.querySelectorAll<HTMLMetaElement>('meta[name="merchant"]');
  for (const meta of Array.from(metas).reverse()) {
    const code = meta.content.trim();
    if (code) return code;
  }
  const fromEnv: unknown = import.meta.env.VITE_MERCHANT;
  return typeof fromEnv === 'string' && fromEnv.trim() ? fromEnv.trim() : DEV_DEFAULT_MERCHANT;
}

let cached: string | null = null;

export function getMerchant(): string {
  cached ??= resolveMerchant();
  return cached;
}

import type { MerchantContext } from './merchant-context.js';
import type { SettingsRepository } from './settings.repository.js';

/**
 * Merchant lookups happen on every request, so they are cached briefly in memory.
 * The TTL bounds how long another node's settings change takes to show; a change made
 * through this node is visible at once via invalidate().
 */
export class MerchantDirectory {
  private readonly byCode = new Map<string, { at: number; merchant: MerchantContext | null }>();
  constructor(
    private readonly repository: SettingsRepository,
    private readonly ttlMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async byMerchantCode(code: string): Promise<MerchantContext | null> {
    const cached = this.byCode.get(code);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.merchant;
    const merchant = await this.repository.findMerchantByCode(code);
    if (this.byCode.size > 10_000) this.byCode.clear();
    this.byCode.set(code, { at: this.now(), merchant });
    return merchant;
  }

  async byDomain(domain: string): Promise<MerchantContext | null> {
    const code = await this.repository.findMerchantCodeByDomain(domain.toLowerCase().replace(/:\d+$/, ''));
    return code ? this.byMerchantCode(code) : null;
  }

  invalidate(code?: string): void {
    if (code) this.byCode.delete(code);
    else this.byCode.clear();
  }
}

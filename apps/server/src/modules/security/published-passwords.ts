import type { MerchantContext } from '../settings/index.js';

export interface WarnLog {
  warn(details: object, message: string): void;
}

/**
 * Passwords anyone can read (the demo data prints its own). In production no login may use
 * them, e.g. a database seeded in development and later run in production: the login fails like
 * a wrong password, so the answer does not confirm the password, and the log says why.
 */
export class PublishedPasswords {
  constructor(
    private readonly refused: ReadonlySet<string>,
    private readonly log: WarnLog,
  ) {}

  /** True when this login, otherwise correct, used a published password (and logs it). */
  refuses(
    merchant: MerchantContext,
    who: 'member' | 'operator',
    username: string,
    password: string,
  ): boolean {
    if (!this.refused.has(password)) return false;
    this.log.warn(
      { merchant: merchant.code, who, username },
      'login refused: the account still has a published demo password; set a new one (NODE_ENV is production)',
    );
    return true;
  }
}

/** Outside production nothing is refused: the demo's own logins must work. */
export const NO_PUBLISHED_PASSWORDS = new PublishedPasswords(new Set(), { warn: () => undefined });

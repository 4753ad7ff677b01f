import { randomBytes } from 'node:crypto';
import type { SecretRepository } from './security.repository.js';

export const SECRET_NAMES = ['code-hmac', 'captcha-hmac', 'totp-seal', 'chat-auth'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/**
 * 32-byte keys shared through the database, so that a code hashed or a key signed on one API
 * node checks out on every other. The first node to start creates them.
 */
export class SecretStore {
  private constructor(private readonly keys: Map<SecretName, Buffer>) {}

  static async load(repository: SecretRepository): Promise<SecretStore> {
    const keys = new Map<SecretName, Buffer>();
    for (const name of SECRET_NAMES) {
      await repository.insertIfAbsent(name, randomBytes(32).toString('hex'));
      // Another node may have won the race; everyone uses the stored value.
      const stored = await repository.find(name);
      if (!stored) throw new Error(`platform secret ${name} missing`);
      keys.set(name, Buffer.from(stored, 'hex'));
    }
    return new SecretStore(keys);
  }

  key(name: SecretName): Buffer {
    return this.keys.get(name)!;
  }
}

import {
  constants,
  createPrivateKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';

const KEY_NAME = 'wire-rsa-1024';

export interface StoredKeyPair {
  privatePem: string;
  publicModulusHex: string;
}

/** Where the key pairs every API node shares are kept (the session module's platform_keys). */
export interface KeyPairStorage {
  find(name: string): Promise<StoredKeyPair | null>;
  /** Keeps the first pair stored under a name: another node may have stored one meanwhile. */
  insertIfAbsent(name: string, pair: StoredKeyPair): Promise<void>;
}

/**
 * The RSA key of encrypted bodies. It lives in the database so that every API node behind
 * a load balancer answers /wps/session/key/rsa with the same modulus and can decrypt what
 * a client encrypted after asking any other node.
 */
export class RsaKeyStore {
  private constructor(
    private readonly privateKey: KeyObject,
    readonly modulusHex: string,
  ) {}

  static async load(storage: KeyPairStorage): Promise<RsaKeyStore> {
    const existing = await storage.find(KEY_NAME);
    if (existing) return new RsaKeyStore(createPrivateKey(existing.privatePem), existing.publicModulusHex);
    // Field clients fix the exponent at 65537 and expect a 1024-bit key.
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicExponent: 65537,
    });
    const jwk = publicKey.export({ format: 'jwk' });
    const modulusHex = Buffer.from(jwk.n!, 'base64url').toString('hex');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await storage.insertIfAbsent(KEY_NAME, { privatePem: pem, publicModulusHex: modulusHex });
    // Another node may have won the race; everyone uses the stored key.
    const stored = await storage.find(KEY_NAME);
    if (!stored) throw new Error(`key pair ${KEY_NAME} was not stored`);
    return new RsaKeyStore(createPrivateKey(stored.privatePem), stored.publicModulusHex);
  }

  /** Recovers K from the Encryption header; null when it is not a valid encrypted key. */
  recoverSessionKey(encryptionHex: string): string | null {
    const hex = encryptionHex.trim().toLowerCase();
    const size = this.modulusHex.length;
    if (!/^[0-9a-f]+$/.test(hex) || hex.length > size) return null;
    if (BigInt('0x' + hex) >= BigInt('0x' + this.modulusHex)) return null;
    let plain: Buffer;
    try {
      plain = privateDecrypt(
        { key: this.privateKey, padding: constants.RSA_NO_PADDING },
        Buffer.from(hex.padStart(size, '0'), 'hex'),
      );
    } catch {
      return null;
    }
    let start = 0;
    while (start < plain.length && plain[start] === 0) start++;
    const key = plain.subarray(start).toString('latin1');
    return key.length >= 8 && key.length <= 64 && /^[\x21-\x7e]+$/.test(key) ? key : null;
  }
}

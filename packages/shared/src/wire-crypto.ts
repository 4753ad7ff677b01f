import CryptoJS from 'crypto-js';

/**
 * Client side of the encrypted-body protocol (docs/decisions/0004), written the way existing browser
 * bundles do it, so our web app and tests speak exactly what third-party clients send.
 */
export const RSA_PUBLIC_EXPONENT = 65537n;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 16-character session key K. */
export function randomSessionKey(random: (n: number) => Uint8Array = defaultRandom): string {
  return Array.from(random(16), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

function defaultRandom(n: number): Uint8Array {
  const bytes = new Uint8Array(n);
  // Web Crypto exists in browsers and in Node 20 alike; shared code is typed without DOM libs.
  (
    globalThis as unknown as { crypto: { getRandomValues(a: Uint8Array): Uint8Array } }
  ).crypto.getRandomValues(bytes);
  return bytes;
}

/**
 * Raw RSA of the reversed key, as the classic RSAUtils library does: the characters are
 * packed little-endian into the number, so the server reading big-endian gets K back.
 */
export function encryptSessionKey(key: string, modulusHex: string): string {
  const reversed = key.split('').reverse().join('');
  let message = 0n;
  for (let i = reversed.length - 1; i >= 0; i--)
    message = (message << 8n) | BigInt(reversed.charCodeAt(i) & 0xff);
  return modPow(message, RSA_PUBLIC_EXPONENT, BigInt('0x' + modulusHex.trim())).toString(16);
}

/** Base64 of DES-ECB/PKCS#7 over the compact JSON, keyed with the first 8 characters of K. */
export function encryptBody(payload: unknown, key: string): string {
  const json = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return CryptoJS.DES.encrypt(json, CryptoJS.enc.Utf8.parse(key.slice(0, 8)), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

export function decryptBody(base64: string, key: string): string {
  return CryptoJS.DES.decrypt(base64, CryptoJS.enc.Utf8.parse(key.slice(0, 8)), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString(CryptoJS.enc.Utf8);
}

/** Headers and body for one encrypted call. */
export function encryptRequest(payload: unknown, modulusHex: string, key = randomSessionKey()) {
  return { encryption: encryptSessionKey(key, modulusHex), body: encryptBody(payload, key), key };
}

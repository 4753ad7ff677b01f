import { PROOF_IMAGE_MAX_BYTES } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';

export type ProofContentType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What an uploaded proof really is, judged by its bytes rather than its name or declared type:
 * a PNG (signature followed by the IHDR chunk) or a JPEG (SOI followed by a marker), of at most
 * 5 MB. Anything else is proof.image.invalid.
 */
export function proofImageType(bytes: Buffer): ProofContentType {
  if (bytes.length === 0 || bytes.length > PROOF_IMAGE_MAX_BYTES) throw new AppError('proof.image.invalid');
  if (
    bytes.length >= 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR'
  ) {
    return 'image/png';
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[3]! >= 0xc0) {
    return 'image/jpeg';
  }
  throw new AppError('proof.image.invalid');
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DATA_URL = /^data:[\w/+.-]{1,40};base64,/;

/** An image sent inside JSON: base64, optionally as a data: URL. */
export function decodeBase64Image(text: string): Buffer {
  const payload = text.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (!payload || payload.length % 4 !== 0 || !BASE64.test(payload))
    throw new AppError('proof.image.invalid');
  return Buffer.from(payload, 'base64');
}

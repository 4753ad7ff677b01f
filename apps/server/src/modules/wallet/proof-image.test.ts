import { describe, expect, it } from 'vitest';
import { PROOF_IMAGE_MAX_BYTES } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { decodeBase64Image, proofImageType } from './proof-image.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

function code(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
}

describe('proofImageType', () => {
  it('recognises PNG and JPEG by their bytes', () => {
    expect(proofImageType(PNG)).toBe('image/png');
    expect(proofImageType(JPEG)).toBe('image/jpeg');
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['PDF', Buffer.from('%PDF-1.7\n')],
    ['text named like an image', Buffer.from('hello.png')],
    ['a PNG signature without IHDR', Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(16)])],
    ['a truncated JPEG marker', Buffer.from([0xff, 0xd8, 0xff])],
    ['SOI followed by no marker', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x00])],
  ])('refuses %s', (_name, bytes) => {
    expect(code(() => proofImageType(bytes))).toBe('proof.image.invalid');
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    const max = Buffer.concat([PNG, Buffer.alloc(PROOF_IMAGE_MAX_BYTES - PNG.length)]);
    expect(proofImageType(max)).toBe('image/png');
    expect(code(() => proofImageType(Buffer.concat([max, Buffer.alloc(1)])))).toBe('proof.image.invalid');
  });
});

describe('decodeBase64Image', () => {
  it('reads plain base64 and data: URLs', () => {
    expect(decodeBase64Image(PNG.toString('base64')).equals(PNG)).toBe(true);
    expect(decodeBase64Image(`data:image/png;base64,${PNG.toString('base64')}`).equals(PNG)).toBe(true);
  });

  it.each([[''], ['not base64!'], ['abc'], ['data:image/png;base64,']])('refuses %j', (text) => {
    expect(code(() => decodeBase64Image(text))).toBe('proof.image.invalid');
  });
});

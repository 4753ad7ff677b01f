import { describe, expect, it } from 'vitest';
import { PROOF_IMAGE_MAX_BYTES } from '@platform/shared';
import { checkProofImage, sniffImage } from './proof-image';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10];

function file(head: number[], size: number, name: string, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

describe('proof image checks', () => {
  it('accepts one PNG or JPEG up to 5 MB', async () => {
    expect(await checkProofImage(file(PNG_HEAD, 2048, 'proof.png', 'image/png'))).toBeNull();
    expect(await checkProofImage(file(JPEG_HEAD, 2048, 'proof.JPG', 'image/jpeg'))).toBeNull();
    expect(await checkProofImage(file(JPEG_HEAD, 2048, 'proof.jpeg', ''))).toBeNull();
    expect(await checkProofImage(file(PNG_HEAD, PROOF_IMAGE_MAX_BYTES, 'big.png', 'image/png'))).toBeNull();
  });

  it('asks for a file when none is chosen', async () => {
    expect(await checkProofImage(null)).toBe('wal_proof_required');
  });

  it('refuses anything over 5 MB', async () => {
    expect(await checkProofImage(file(PNG_HEAD, PROOF_IMAGE_MAX_BYTES + 1, 'big.png', 'image/png'))).toBe(
      'wal_proof_size',
    );
  });

  it('refuses other types, by type, by name and by content', async () => {
    expect(await checkProofImage(file([0x47, 0x49, 0x46, 0x38], 64, 'a.gif', 'image/gif'))).toBe(
      'wal_proof_type',
    );
    // A PNG named .gif, a text file named .png, a JPEG claiming to be a PNG, an empty file.
    expect(await checkProofImage(file(PNG_HEAD, 64, 'a.gif', 'image/png'))).toBe('wal_proof_type');
    expect(await checkProofImage(file([0x68, 0x69], 64, 'a.png', 'image/png'))).toBe('wal_proof_type');
    expect(await checkProofImage(file(JPEG_HEAD, 64, 'a.png', 'image/png'))).toBe('wal_proof_type');
    expect(await checkProofImage(file([], 0, 'a.png', 'image/png'))).toBe('wal_proof_type');
  });

  it('tells PNG and JPEG apart by their first bytes', () => {
    expect(sniffImage(new Uint8Array(PNG_HEAD))).toBe('image/png');
    expect(sniffImage(new Uint8Array(JPEG_HEAD))).toBe('image/jpeg');
    expect(sniffImage(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(new Uint8Array(PNG_HEAD.slice(0, 7)))).toBeNull();
  });
});

import { PROOF_IMAGE_MAX_BYTES } from '@platform/shared';

export type ProofIssue = 'wal_proof_required' | 'wal_proof_type' | 'wal_proof_size';

const TYPES = ['image/jpeg', 'image/png'];
const EXTENSIONS = /\.(jpe?g|png)$/i;

async function head(file: Blob, length: number): Promise<Uint8Array> {
  const part = file.slice(0, length);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  // Older engines: read through FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(part);
  });
}

/** What the first bytes say the file is: the server checks content too, the name proves nothing. */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * The one proof image of a "not received" answer: a JPG or PNG (by its type, its name and its
 * first bytes) of at most 5 MB. Checked before upload so nobody waits for a refusal.
 */
export async function checkProofImage(file: File | null | undefined): Promise<ProofIssue | null> {
  if (!file) return 'wal_proof_required';
  if (file.size > PROOF_IMAGE_MAX_BYTES) return 'wal_proof_size';
  if (file.size === 0) return 'wal_proof_type';
  if ((file.type && !TYPES.includes(file.type)) || !EXTENSIONS.test(file.name)) return 'wal_proof_type';
  const kind = sniffImage(await head(file, 8));
  if (!kind || (file.type && file.type !== kind)) return 'wal_proof_type';
  return null;
}

import CryptoJS from 'crypto-js';

/**
 * Verifiable lottery draws. Each issue gets a random seed (64 lowercase hex characters) when it is
 * created; its commitment `seedHash = SHA-256(seed)` (hex of the UTF-8 bytes of the seed string) is
 * published before the issue opens for betting, and the seed itself after the draw. The result is
 * a pure function of (seed, gameCode, numero):
 *
 *   block(i)   = HMAC-SHA256(key = UTF-8 seed string, message = UTF-8 `${gameCode}:${numero}:${i}`), i = 0, 1, 2, ...
 *   words      = the 32-bit big-endian unsigned integers of block(0), then block(1), ... (8 per block)
 *   uniform(n) = the next word w with w < floor(2^32 / n) * n (other words are skipped), answered as w mod n
 *
 * and each game kind draws from `uniform` in order:
 *   digits (SSC, long_dragon): 5 × uniform(10)                      -> "d,d,d,d,d"
 *   pick (11X5):   pool 01..11; 5 times: take pool[uniform(pool.length)] and remove it, in draw order
 *   race (PK10):   pool 01..10; 10 times the same                    -> full finishing order
 *   dice (K3):     3 × (1 + uniform(6))
 *   vn (Vietnam northern): 27 prizes in order (special, 1st, 2nd×2, 3rd×6, 4th×4, 5th×6, 6th×3, 7th×4)
 *                  with 5,5,5,5,4,4,3,2 digits; every digit is uniform(10)
 * winNo is the numbers joined with commas (two-digit numbers zero-padded for pick and race).
 * No setting of the platform takes part in it, so nobody can choose a result.
 */

export type DrawKind = 'digits' | 'pick' | 'race' | 'dice' | 'vn';

/** Digits of the northern Vietnam prizes, in the order they are drawn and published. */
export const VN_PRIZE_DIGITS: readonly number[] = [
  5,
  5,
  5,
  5,
  ...Array<number>(6).fill(5),
  ...Array<number>(4).fill(4),
  ...Array<number>(6).fill(4),
  ...Array<number>(3).fill(3),
  ...Array<number>(4).fill(2),
];

export function seedCommitment(seed: string): string {
  return CryptoJS.SHA256(seed).toString(CryptoJS.enc.Hex);
}

/** The stream of uniform integers of one draw. */
export class DrawStream {
  private words: number[] = [];
  private block = 0;

  constructor(
    private readonly seed: string,
    private readonly gameCode: string,
    private readonly numero: string,
  ) {}

  private next(): number {
    if (this.words.length === 0) {
      const mac = CryptoJS.HmacSHA256(`${this.gameCode}:${this.numero}:${this.block++}`, this.seed);
      // crypto-js words are signed 32-bit big-endian; >>> 0 reads them unsigned.
      this.words = mac.words.slice(0, 8).map((w) => w >>> 0);
    }
    return this.words.shift()!;
  }

  uniform(n: number): number {
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const w = this.next();
      if (w < limit) return w % n;
    }
  }
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function drawWithoutReplacement(stream: DrawStream, size: number, count: number): string[] {
  const pool = Array.from({ length: size }, (_, i) => i + 1);
  const out: string[] = [];
  for (let k = 0; k < count; k++) out.push(pad2(pool.splice(stream.uniform(pool.length), 1)[0]!));
  return out;
}

/** The numbers of a draw, in published order. */
export function drawNumbers(kind: DrawKind, seed: string, gameCode: string, numero: string): string[] {
  const stream = new DrawStream(seed, gameCode, numero);
  switch (kind) {
    case 'digits':
      return Array.from({ length: 5 }, () => String(stream.uniform(10)));
    case 'pick':
      return drawWithoutReplacement(stream, 11, 5);
    case 'race':
      return drawWithoutReplacement(stream, 10, 10);
    case 'dice':
      return Array.from({ length: 3 }, () => String(1 + stream.uniform(6)));
    case 'vn':
      return VN_PRIZE_DIGITS.map((digits) =>
        Array.from({ length: digits }, () => String(stream.uniform(10))).join(''),
      );
  }
}

export function drawWinNo(kind: DrawKind, seed: string, gameCode: string, numero: string): string {
  return drawNumbers(kind, seed, gameCode, numero).join(',');
}

/** What a fairness page checks: the seed matches its commitment and reproduces the published result. */
export function verifyDraw(input: {
  kind: DrawKind;
  gameCode: string;
  numero: string;
  seed: string;
  seedHash: string;
  winNo: string;
}): { commitmentMatches: boolean; resultMatches: boolean; expectedWinNo: string } {
  const expectedWinNo = drawWinNo(input.kind, input.seed, input.gameCode, input.numero);
  return {
    commitmentMatches: seedCommitment(input.seed) === input.seedHash.toLowerCase(),
    resultMatches: expectedWinNo === input.winNo,
    expectedWinNo,
  };
}

import { brotliCompress, constants, gzip } from 'node:zlib';

export type TextEncoding = 'br' | 'gzip';

/**
 * Answers smaller than this go out as they are: a packet holds them anyway, and compressing the
 * hot small answers (a member's info, a balance) would only cost CPU.
 */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send a text answer of `bytes` in, from what the client accepts; null for none. */
export function textEncodingFor(
  acceptEncoding: string | string[] | undefined,
  bytes: number,
): TextEncoding | null {
  if (bytes < COMPRESS_FROM_BYTES || !acceptEncoding) return null;
  const offered = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding).toLowerCase();
  const accepts = (name: string) =>
    offered.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      if (token!.trim() !== name) return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses on the zlib thread pool, not the event loop. Brotli at quality 5 makes JSON about as
 * small as gzip -9 does, several times faster than brotli's default (11).
 */
export function compressText(text: string | Buffer, encoding: TextEncoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      brotliCompress(
        text,
        {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
          },
        },
        done,
      );
    } else {
      gzip(text, { level: 6 }, done);
    }
  });
}

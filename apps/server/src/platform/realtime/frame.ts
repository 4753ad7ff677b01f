/**
 * STOMP 1.2 frame codec. Pure: no sockets, no timers, so it can be tested byte by byte.
 * https://stomp.github.io/stomp-specification-1.2.html#STOMP_Frames
 */

export type StompHeaders = Record<string, string>;

export interface StompFrame {
  command: string;
  /** First occurrence wins when a header repeats, as the specification requires. */
  headers: StompHeaders;
  body: Buffer;
}

export class FrameError extends Error {}

export interface DecoderLimits {
  /** Command, headers and body together, excluding heart-beat EOLs between frames. */
  maxFrameBytes: number;
  maxHeaders: number;
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COMMAND = /^[A-Z]{1,32}$/;
const CONTENT_LENGTH = /^\d{1,10}$/;
const EMPTY = Buffer.alloc(0);

/**
 * CONNECT and CONNECTED headers are never escaped, so that STOMP 1.0 peers can read them;
 * STOMP is the 1.2 spelling of CONNECT and is treated alike.
 */
function escapesHeaders(command: string): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED' && command !== 'STOMP';
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\': '\\', r: '\r', n: '\n', c: ':' };

export function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) => ESCAPES[c]!);
}

export function unescapeHeader(value: string): string {
  if (!value.includes('\\')) return value;
  return value.replace(/\\(.?)/gs, (_match, c: string) => {
    const plain = UNESCAPES[c];
    if (plain === undefined) throw new FrameError('invalid escape sequence in header');
    return plain;
  });
}

/**
 * Serialises one frame, NUL-terminated. content-length is always added (in bytes) so that
 * a body may contain NUL and the peer never has to scan for the terminator.
 */
export function encodeFrame(command: string, headers: StompHeaders = {}, body = ''): string {
  const escape = escapesHeaders(command) ? escapeHeader : (v: string) => v;
  let out = `${command}\n`;
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'content-length') continue;
    out += `${escape(name)}:${escape(value)}\n`;
  }
  if (body || command === 'MESSAGE' || command === 'ERROR')
    out += `content-length:${Buffer.byteLength(body)}\n`;
  return `${out}\n${body}\0`;
}

/**
 * Incremental decoder: a WebSocket message may hold several frames, part of one, or only
 * heart-beat EOLs. Anything malformed throws FrameError; the caller answers ERROR and closes,
 * because after a framing error the byte stream can no longer be trusted.
 */
export class FrameDecoder {
  private pending: Buffer = EMPTY;

  constructor(private readonly limits: DecoderLimits) {}

  /** Bytes held back while waiting for the rest of a frame. */
  get bufferedBytes(): number {
    return this.pending.length;
  }

  push(chunk: Buffer | string): StompFrame[] {
    const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    const buf = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    const frames: StompFrame[] = [];
    let pos = 0;
    for (;;) {
      while (pos < buf.length && (buf[pos] === LF || (buf[pos] === CR && buf[pos + 1] === LF))) {
        pos += buf[pos] === CR ? 2 : 1;
      }
      if (pos >= buf.length) break;
      const parsed = this.parseOne(buf, pos);
      if (!parsed) {
        if (buf.length - pos > this.limits.maxFrameBytes) throw new FrameError('frame too large');
        break;
      }
      frames.push(parsed.frame);
      pos = parsed.next;
    }
    // Copy the tail so a large message buffer is not retained for a few pending bytes.
    this.pending = pos >= buf.length ? EMPTY : Buffer.from(buf.subarray(pos));
    return frames;
  }

  private parseOne(buf: Buffer, start: number): { frame: StompFrame; next: number } | null {
    const max = this.limits.maxFrameBytes;
    const commandLine = readLine(buf, start);
    if (!commandLine) return null;
    const command = commandLine.text;
    if (!COMMAND.test(command)) throw new FrameError('invalid command');
    const unescape = escapesHeaders(command) ? unescapeHeader : (v: string) => v;

    const headers: StompHeaders = Object.create(null) as StompHeaders;
    let count = 0;
    let pos = commandLine.next;
    for (;;) {
      const line = readLine(buf, pos);
      if (!line) return null;
      if (line.next - start > max) throw new FrameError('frame too large');
      pos = line.next;
      if (line.text === '') break;
      if (++count > this.limits.maxHeaders) throw new FrameError('too many headers');
      const colon = line.text.indexOf(':');
      if (colon <= 0) throw new FrameError('malformed header');
      const name = unescape(line.text.slice(0, colon));
      if (!(name in headers)) headers[name] = unescape(line.text.slice(colon + 1));
    }

    const declared = headers['content-length'];
    let bodyEnd: number;
    if (declared !== undefined) {
      if (!CONTENT_LENGTH.test(declared)) throw new FrameError('invalid content-length');
      bodyEnd = pos + Number(declared);
      if (bodyEnd + 1 - start > max) throw new FrameError('frame too large');
      if (buf.length <= bodyEnd) return null;
      if (buf[bodyEnd] !== NUL) throw new FrameError('frame not terminated by NUL after content-length');
    } else {
      bodyEnd = buf.indexOf(NUL, pos);
      if (bodyEnd < 0) return null;
    }
    if (bodyEnd + 1 - start > max) throw new FrameError('frame too large');
    return { frame: { command, headers, body: Buffer.from(buf.subarray(pos, bodyEnd)) }, next: bodyEnd + 1 };
  }
}

/** One LF-terminated line (a CR before the LF is dropped), or null when the LF has not arrived yet. */
function readLine(buf: Buffer, start: number): { text: string; next: number } | null {
  const lf = buf.indexOf(LF, start);
  if (lf < 0) return null;
  const end = lf > start && buf[lf - 1] === CR ? lf - 1 : lf;
  return { text: buf.toString('utf8', start, end), next: lf + 1 };
}

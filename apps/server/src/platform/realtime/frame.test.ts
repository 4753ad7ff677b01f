import { describe, expect, it } from 'vitest';
import { encodeFrame, escapeHeader, FrameDecoder, FrameError, unescapeHeader } from './frame.js';
import { negotiateHeartBeat, parseHeartBeat } from './heartbeat.js';

const decoder = (maxFrameBytes = 1024) => new FrameDecoder({ maxFrameBytes, maxHeaders: 8 });

describe('header escaping', () => {
  it('escapes backslash, CR, LF and colon, and reverses exactly', () => {
    const raw = 'a:b\\c\r\nd';
    expect(escapeHeader(raw)).toBe('a\\cb\\\\c\\r\\nd');
    expect(unescapeHeader(escapeHeader(raw))).toBe(raw);
  });

  it('refuses undefined escape sequences, a trailing backslash included', () => {
    expect(() => unescapeHeader('a\\tb')).toThrow(FrameError);
    expect(() => unescapeHeader('a\\')).toThrow(FrameError);
  });

  it('escapes MESSAGE headers but leaves CONNECTED headers literal', () => {
    expect(encodeFrame('MESSAGE', { destination: 'a:b' }, '{}')).toContain('destination:a\\cb\n');
    expect(encodeFrame('CONNECTED', { server: 'x:1' })).toContain('server:x:1\n');
  });

  it('decodes escaped headers on SUBSCRIBE but not on CONNECT', () => {
    const [sub] = decoder().push('SUBSCRIBE\nid:a\\cb\ndestination:/x\n\n\0');
    expect(sub!.headers.id).toBe('a:b');
    const [connect] = decoder().push('CONNECT\ntoken:a\\cb\n\n\0');
    expect(connect!.headers.token).toBe('a\\cb');
  });
});

describe('frame decoding', () => {
  it('round-trips an encoded frame with a multibyte body', () => {
    const body = JSON.stringify({ type: 'INBOX', data: { title: 'ol\u00e1 \u4f60\u597d' } });
    const [frame] = decoder().push(encodeFrame('MESSAGE', { subscription: 's-1', 'message-id': '7' }, body));
    expect(frame!.command).toBe('MESSAGE');
    expect(frame!.headers).toMatchObject({ subscription: 's-1', 'message-id': '7' });
    expect(frame!.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(frame!.body.toString()).toBe(body);
  });

  it('honours content-length, so a body may contain NUL', () => {
    const [frame] = decoder().push(Buffer.from('SEND\ncontent-length:3\n\na\0b\0'));
    expect([...frame!.body]).toEqual([0x61, 0, 0x62]);
  });

  it('refuses a frame whose content-length is not followed by NUL', () => {
    expect(() => decoder().push('SEND\ncontent-length:1\n\nab\0')).toThrow(FrameError);
  });

  it('refuses a malformed content-length', () => {
    expect(() => decoder().push('SEND\ncontent-length:-1\n\n\0')).toThrow(FrameError);
    expect(() => decoder().push('SEND\ncontent-length:1e3\n\n\0')).toThrow(FrameError);
  });

  it('reads several frames from one message, with heart-beat EOLs between them', () => {
    const frames = decoder().push('\nSUBSCRIBE\nid:1\n\n\0\r\n\nUNSUBSCRIBE\nid:1\n\n\0\n');
    expect(frames.map((f) => f.command)).toEqual(['SUBSCRIBE', 'UNSUBSCRIBE']);
  });

  it('treats a message of EOLs alone as heart-beats', () => {
    expect(decoder().push('\n')).toEqual([]);
    expect(decoder().push('\r\n\n')).toEqual([]);
  });

  it('reassembles a frame split across messages, even inside CRLF and inside the body', () => {
    const d = decoder();
    const whole = 'SEND\r\ndestination:/a\r\ncontent-length:5\r\n\r\nhello\0';
    const frames = [...whole].flatMap((ch) => d.push(ch));
    expect(frames).toHaveLength(1);
    expect(frames[0]!.headers.destination).toBe('/a');
    expect(frames[0]!.body.toString()).toBe('hello');
    expect(d.bufferedBytes).toBe(0);
  });

  it('keeps the first value of a repeated header', () => {
    const [frame] = decoder().push('SUBSCRIBE\nid:first\nid:second\n\n\0');
    expect(frame!.headers.id).toBe('first');
  });

  it('keeps colons after the first one in the value', () => {
    const [frame] = decoder().push('CONNECT\ntoken:a:b:c\n\n\0');
    expect(frame!.headers.token).toBe('a:b:c');
  });

  it('is not fooled by a header named like an Object property', () => {
    const [frame] = decoder().push('SUBSCRIBE\n__proto__:x\nconstructor:y\n\n\0');
    expect(frame!.headers['__proto__']).toBe('x');
    expect(frame!.headers.constructor).toBe('y');
  });

  it('refuses garbage', () => {
    for (const garbage of [
      'hello\n\n\0',
      'connect\n\n\0',
      'SEND\nno-colon-header\n\n\0',
      'SEND\n:empty-name\n\n\0',
      '\u0000\u0001\u0002\n\n\0',
      'SEND\nbad:\\x\n\n\0',
      '\rCONNECT\n\n\0',
    ]) {
      expect(() => decoder().push(garbage), JSON.stringify(garbage)).toThrow(FrameError);
    }
  });

  it('refuses random bytes without throwing anything but FrameError', () => {
    for (let i = 0; i < 200; i++) {
      const bytes = Buffer.from(Array.from({ length: 64 }, () => Math.floor(Math.random() * 256)));
      try {
        decoder().push(bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(FrameError);
      }
    }
  });

  it('refuses a frame over the size limit, complete or not', () => {
    expect(() => decoder(64).push(`SEND\n\n${'x'.repeat(100)}\0`)).toThrow(/too large/);
    expect(() => decoder(64).push(`SEND\n\n${'x'.repeat(100)}`)).toThrow(/too large/);
    expect(() => decoder(64).push('SEND\ncontent-length:1000\n\n')).toThrow(/too large/);
    const d = decoder(64);
    d.push(`SEND\n\n${'x'.repeat(40)}`);
    expect(() => d.push('x'.repeat(40))).toThrow(/too large/);
  });

  it('refuses too many headers', () => {
    const headers = Array.from({ length: 9 }, (_, i) => `h${i}:v`).join('\n');
    expect(() => decoder().push(`SEND\n${headers}\n\n\0`)).toThrow(/too many headers/);
  });
});

describe('heart-beat negotiation', () => {
  const server = { sendMs: 10_000, expectMs: 10_000 };

  it('takes the larger of what one side offers and the other wants', () => {
    expect(negotiateHeartBeat([20_000, 5_000], server)).toEqual({
      outgoingMs: 10_000,
      incomingMs: 20_000,
      header: '10000,10000',
    });
  });

  it('turns a direction off when either side says 0', () => {
    expect(negotiateHeartBeat([0, 0], server)).toMatchObject({ outgoingMs: 0, incomingMs: 0 });
    expect(negotiateHeartBeat([5_000, 5_000], { sendMs: 0, expectMs: 0 })).toMatchObject({
      outgoingMs: 0,
      incomingMs: 0,
    });
  });

  it('parses the header, treating absence as 0,0 and refusing garbage', () => {
    expect(parseHeartBeat(undefined)).toEqual([0, 0]);
    expect(parseHeartBeat('10000, 0')).toEqual([10_000, 0]);
    expect(parseHeartBeat('10000')).toBeNull();
    expect(parseHeartBeat('-1,0')).toBeNull();
    expect(parseHeartBeat('a,b')).toBeNull();
  });
});

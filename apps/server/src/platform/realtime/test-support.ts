import WebSocket from 'ws';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import type { TestApp } from '../testing/test-app.js';
import { FrameDecoder, type StompFrame } from './frame.js';

export interface LoggedIn {
  token: string;
  customerId: number;
}

export async function login(
  t: TestApp,
  merchant: string,
  username: string,
  password: string,
): Promise<LoggedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/unsecure',
    headers: { Merchant: merchant },
    payload: { username, password },
  });
  const value = res.json().value as LoggedIn | null;
  if (!value?.token) throw new Error(`login failed: ${res.body}`);
  return { token: value.token, customerId: value.customerId };
}

export function wsUrl(server: { address(): unknown }, path = '/ws'): string {
  const address = server.address() as { port: number };
  return `ws://127.0.0.1:${address.port}${path}`;
}

/** A byte-level STOMP peer, for what a well-behaved client library would never send. */
export class RawStompClient {
  private readonly decoder = new FrameDecoder({ maxFrameBytes: 1 << 20, maxHeaders: 100 });
  private readonly frames: StompFrame[] = [];
  private waiters: Array<(frame: StompFrame) => void> = [];
  /** Raw messages as received, heart-beat EOLs included. */
  readonly received: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    ws.on('error', () => {});
    ws.on('message', (data: Buffer) => {
      this.received.push(data.toString());
      for (const frame of this.decoder.push(data)) {
        const waiter = this.waiters.shift();
        if (waiter) waiter(frame);
        else this.frames.push(frame);
      }
    });
  }

  static open(url: string, protocols: string[] = ['v12.stomp']): Promise<RawStompClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, protocols);
      ws.once('open', () => resolve(new RawStompClient(ws)));
      ws.once('error', reject);
    });
  }

  static async connected(url: string, headers: Record<string, string>): Promise<RawStompClient> {
    const client = await RawStompClient.open(url);
    client.send(stompText('CONNECT', { 'accept-version': '1.2', host: 'localhost', ...headers }));
    const frame = await client.next();
    if (frame.command !== 'CONNECTED')
      throw new Error(`expected CONNECTED, got ${frame.command} ${frame.headers.message}`);
    return client;
  }

  send(data: string | Buffer): void {
    this.ws.send(data);
  }

  next(timeoutMs = 5_000): Promise<StompFrame> {
    const ready = this.frames.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error('no frame in time'));
      }, timeoutMs);
      const waiter = (frame: StompFrame) => {
        clearTimeout(timer);
        resolve(frame);
      };
      this.waiters.push(waiter);
    });
  }

  /** Resolves true when no frame arrives within the window. */
  async silentFor(ms: number): Promise<boolean> {
    try {
      await this.next(ms);
      return false;
    } catch {
      return true;
    }
  }

  async subscribe(id: string, destination: string): Promise<StompFrame> {
    this.send(stompText('SUBSCRIBE', { id, destination, receipt: `sub-${id}` }));
    return this.next();
  }

  close(): void {
    this.ws.terminate();
  }
}

/** Client-side serialisation kept independent of the codec under test. */
export function stompText(command: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries(headers).map(([k, v]) => `${k}:${v}`);
  return `${command}\n${lines.join('\n')}${lines.length ? '\n' : ''}\n${body}\0`;
}

/** A @stomp/stompjs client over the ws package (Node 20 has no global WebSocket). */
export function stompClient(url: string, connectHeaders: Record<string, string>): Client {
  return new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp']),
    connectHeaders,
    reconnectDelay: 0,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
  });
}

export function activate(client: Client): Promise<IFrame> {
  return new Promise((resolve, reject) => {
    client.onConnect = resolve;
    client.onStompError = (frame) => reject(new Error(`STOMP error ${frame.headers.message}`));
    client.onWebSocketError = () => reject(new Error('WebSocket error'));
    client.activate();
  });
}

export function nextMessage(messages: IMessage[], timeoutMs = 5_000): Promise<IMessage> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      const message = messages.shift();
      if (message) return resolve(message);
      if (Date.now() - started > timeoutMs) return reject(new Error('no message in time'));
      setTimeout(poll, 10);
    };
    poll();
  });
}

/**
 * Child process of the stomp-fanout benchmark, in one of two modes (argv[2]):
 *   broker     the platform: production app, the STOMP broker on its HTTP server exactly as
 *              main.ts attaches it, in-process bus, in-memory PGlite with the demo data; pushes
 *              go through MoneyEvents and the RealtimePublisher, as a deposit approval's do.
 *   reference  the floor: a bare `ws` server that answers CONNECT and SUBSCRIBE and sends each
 *              push, encoded once, to every socket subscribed to its destination.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { WebSocketServer, type WebSocket } from 'ws';
import { userTopic } from '@platform/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { InProcessBus } from '../../apps/server/src/platform/bus.js';
import { openPglite } from '../../apps/server/src/platform/db/client.js';
import { attachRealtime } from '../../apps/server/src/platform/realtime/attach.js';
import { encodeFrame, FrameDecoder } from '../../apps/server/src/platform/realtime/frame.js';
import { MoneyEvents } from '../../apps/server/src/modules/wallet/money-events.js';
import { hashPassword } from '../../apps/server/src/modules/member/index.js';
import { serveCommands } from './child.js';
import { processMemory } from './memory.js';
import { seededPglite } from './pglite.js';
import { productionEnv } from './servers.js';
import { benchRemarks, nowMs } from './stomp-lean.js';

interface Member {
  token: string;
  customerId: number;
}

interface Server {
  url: string;
  merchantId: number;
  members: Record<string, Member>;
  connections(): number;
  push(customerId: number, seq: number): Promise<void>;
}

async function startBroker(): Promise<Server> {
  const client = await seededPglite();
  const database = openPglite(client);
  await database.migrate();
  // Production refuses the demo's published passwords: these members get a fresh one.
  const password = randomBytes(6).toString('hex');
  await database.db.execute(
    sql`UPDATE members SET password_hash = ${await hashPassword(password)} WHERE username IN ('demo001', 'demo002')`,
  );
  const bus = new InProcessBus();
  const config = { ...loadConfig(productionEnv()), host: '127.0.0.1', port: 0, logLevel: 'warn' };
  const { app, services } = await buildApp({ config, database, bus, serveWeb: false, logger: false });
  const realtime = attachRealtime(app.server, {
    bus,
    callers: services.callers,
    chat: services.support.chat.sockets,
    logger: app.log,
  });
  await realtime.broker.ready;
  await app.listen({ host: config.host, port: config.port });
  const members: Record<string, Member> = {};
  for (const username of ['demo001', 'demo002']) {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      headers: { Merchant: 'demo' },
      payload: { username, password },
    });
    const value = response.json<{ value: Member | null }>().value;
    if (!value?.token) throw new Error(`login of ${username} failed: ${response.body}`);
    members[username] = { token: value.token, customerId: value.customerId };
  }
  const merchant = (await services.directory.byMerchantCode('demo'))!;
  const events = new MoneyEvents(services.realtime);
  return {
    url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`,
    merchantId: merchant.id,
    members,
    connections: () => realtime.broker.connectionCount,
    push: (customerId, seq) =>
      events.funding(merchant.id, customerId, 'DEPOSIT', {
        amount: '100.00',
        success: true,
        remarks: benchRemarks(seq, nowMs()),
      }),
  };
}

async function startReference(): Promise<Server> {
  const server = http.createServer();
  const wss = new WebSocketServer({
    server,
    perMessageDeflate: false,
    clientTracking: false,
    handleProtocols: (offered) => (offered.has('v12.stomp') ? 'v12.stomp' : false),
  });
  const byDestination = new Map<string, Map<WebSocket, string>>();
  let connections = 0;
  wss.on('connection', (ws) => {
    connections++;
    const decoder = new FrameDecoder({ maxFrameBytes: 64 * 1024, maxHeaders: 64 });
    const subscribed: string[] = [];
    ws.on('message', (data: Buffer) => {
      for (const frame of decoder.push(data)) {
        if (frame.command === 'CONNECT') {
          ws.send(encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': '0,0' }));
        } else if (frame.command === 'SUBSCRIBE') {
          const destination = frame.headers.destination!;
          const group = byDestination.get(destination) ?? new Map<WebSocket, string>();
          group.set(ws, frame.headers.id!);
          byDestination.set(destination, group);
          subscribed.push(destination);
          ws.send(encodeFrame('RECEIPT', { 'receipt-id': frame.headers.receipt ?? '' }));
        }
      }
    });
    ws.on('close', () => {
      connections--;
      for (const destination of subscribed) byDestination.get(destination)?.delete(ws);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Any token is accepted: the reference measures delivery, not authentication.
  const members = { demo001: { token: 'ref', customerId: 1 }, demo002: { token: 'ref', customerId: 2 } };
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`,
    merchantId: 1,
    members,
    connections: () => connections,
    push: async (customerId, seq) => {
      const destination = userTopic(customerId);
      const group = byDestination.get(destination);
      if (!group) return;
      const payload = JSON.stringify({
        type: 'DEPOSIT',
        data: { amount: '100.00', success: true, remarks: benchRemarks(seq, nowMs()), time: Date.now() },
      });
      const frame = encodeFrame(
        'MESSAGE',
        { subscription: 'sub-0', 'message-id': String(seq), destination, 'content-type': 'application/json' },
        payload,
      );
      for (const ws of group.keys()) ws.send(frame);
    },
  };
}

const mode = process.argv[2];
const server = mode === 'reference' ? await startReference() : await startBroker();
const gc = (globalThis as { gc?: () => void }).gc;

serveCommands({
  push: async (args) => {
    await server.push(Number(args.customerId), Number(args.seq));
    return null;
  },
  memory: () => {
    // Twice: the first pass may only finalize what the second frees.
    gc?.();
    gc?.();
    return { ...processMemory(), heapUsedBytes: process.memoryUsage().heapUsed };
  },
  connections: () => server.connections(),
});
process.send?.({ type: 'ready', url: server.url, members: server.members, merchantId: server.merchantId });

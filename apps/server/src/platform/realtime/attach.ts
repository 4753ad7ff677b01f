import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../bus.js';
import type { CallerResolver } from '../http/callers.js';
import { SocketAuthenticator, type ChatSocketAccess } from './authenticator.js';
import { StompBroker } from './broker.js';
import { brokerOptions, type BrokerOptions } from './options.js';

export interface RealtimeDeps {
  bus: Bus;
  /** The resolver of the HTTP hooks: sockets find merchants and members as requests do. */
  callers: CallerResolver;
  logger: FastifyBaseLogger;
  /** Lets live-chat visitors (Chat-Visitor) and operators (Admin-Token) connect; members only without it. */
  chat?: ChatSocketAccess;
  /** See BrokerDeps.clientIp. */
  clientIp?: (request: IncomingMessage) => string | undefined;
}

export interface RealtimeHandle {
  broker: StompBroker;
  close(): Promise<void>;
}

/** Serves the STOMP broker on the HTTP server's upgrade requests (path /ws by default). */
export function attachRealtime(
  server: Server,
  deps: RealtimeDeps,
  overrides: Partial<BrokerOptions> = {},
): RealtimeHandle {
  const logger = deps.logger.child({ module: 'realtime' });
  const broker = new StompBroker(
    {
      bus: deps.bus,
      authenticator: new SocketAuthenticator(deps.callers, logger, deps.chat ?? null),
      logger,
      clientIp: deps.clientIp,
    },
    brokerOptions(overrides),
  );
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    try {
      broker.handleUpgrade(request, socket, head);
    } catch (err) {
      logger.error({ err }, 'WebSocket upgrade failed');
      socket.destroy();
    }
  };
  server.on('upgrade', onUpgrade);
  return {
    broker,
    close: async () => {
      server.off('upgrade', onUpgrade);
      await broker.close();
    },
  };
}

import { InProcessBus, type Bus } from '../bus.js';
import type { RealtimeLogger } from './logger.js';

/**
 * In-process fan-out for a single node; Redis pub/sub when REDIS_URL is set so that several
 * nodes behind a load balancer reach each other's sockets. Fails fast when Redis is configured
 * but unreachable at start-up; later outages are survived by reconnecting. The Redis client is
 * loaded only when it is used.
 */
export async function createBus(
  redisUrl: string | null,
  logger?: RealtimeLogger,
  namespace?: string,
): Promise<Bus> {
  if (!redisUrl) return new InProcessBus();
  const { RedisBus } = await import('./redis-bus.js');
  return RedisBus.connect(redisUrl, { logger, namespace });
}

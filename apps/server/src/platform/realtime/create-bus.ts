import { InProcessBus, type Bus } from '../bus.js';
import type { RealtimeLogger } from './logger.js';
import { RedisBus } from './redis-bus.js';

/**
 * In-process fan-out for a single node; Redis pub/sub when REDIS_URL is set so that several
 * nodes behind a load balancer reach each other's sockets. Fails fast when Redis is configured
 * but unreachable at start-up; later outages are survived by reconnecting.
 */
export async function createBus(redisUrl: string | null, logger?: RealtimeLogger): Promise<Bus> {
  if (!redisUrl) return new InProcessBus();
  return RedisBus.connect(redisUrl, { logger });
}

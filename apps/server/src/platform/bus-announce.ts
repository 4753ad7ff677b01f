import type { Bus } from './bus.js';
import type { RealtimeLogger } from './realtime/logger.js';

/** How long a writer waits for the bus before it moves on. */
const PUBLISH_WAIT_MS = 1_000;

/**
 * Publishes what other nodes must hear after a commit (a revocation, an invalidation) and waits
 * until every node has applied it, at most a second: so a request the writer's answer provokes
 * on another node already sees the change, and a stalled bus never hangs the request. Never
 * throws; a failure or a late node is logged under `what`, with `context`.
 */
export async function announceOnBus(
  bus: Bus,
  channel: string,
  message: string,
  log: { logger: RealtimeLogger; what: string; context: object },
): Promise<void> {
  const { logger, what, context } = log;
  try {
    if (!(await bus.publishConfirmed(channel, message, PUBLISH_WAIT_MS))) {
      logger.warn(context, `${what} not confirmed by every node within a second`);
    }
  } catch (err) {
    logger.error({ err, ...context }, `${what} could not be published`);
  }
}

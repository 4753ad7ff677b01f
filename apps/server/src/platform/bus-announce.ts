import type { Bus } from './bus.js';
import type { RealtimeLogger } from './realtime/logger.js';

/** How long a writer waits for the bus before it moves on. */
const PUBLISH_WAIT_MS = 1_000;

/**
 * Publishes what other nodes must hear after a commit (a revocation, an invalidation) and waits
 * for the bus at most a second: long enough that another node has it before the writer answers,
 * never so long that a stalled bus hangs the request. Never throws; a failure or a late bus is
 * logged under `what`, with `context`.
 */
export async function announceOnBus(
  bus: Bus,
  channel: string,
  message: string,
  log: { logger: RealtimeLogger; what: string; context: object },
): Promise<void> {
  const { logger, what, context } = log;
  const published = bus.publish(channel, message).then(
    () => true,
    (err: unknown) => {
      logger.error({ err, ...context }, `${what} could not be published`);
      return true;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PUBLISH_WAIT_MS)));
  try {
    if (!(await Promise.race([published, late]))) logger.warn(context, `${what} still waiting for the bus`);
  } finally {
    clearTimeout(timer);
  }
}

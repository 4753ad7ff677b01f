/** Child process of the stomp-fanout benchmark: holds a crowd of lean STOMP sockets. */
import { serveCommands } from './child.js';
import { processMemory } from './memory.js';
import { LeanStompCrowd, type LeanTarget } from './stomp-lean.js';

const crowd = new LeanStompCrowd();
crowd.keepArrivalLatencies = true;

serveCommands({
  open: async (args) => {
    const started = performance.now();
    await crowd.open(args.target as LeanTarget, Number(args.count), Number(args.concurrency ?? 100));
    return {
      subscribed: crowd.subscribed,
      seconds: (performance.now() - started) / 1000,
      errors: crowd.errors,
    };
  },
  arrival: (args) => {
    const arrival = crowd.arrivals.get(Number(args.seq));
    return arrival ? { ...arrival, latencies: undefined } : null;
  },
  latencies: (args) => crowd.arrivals.get(Number(args.seq))?.latencies ?? [],
  status: () => ({
    subscribed: crowd.subscribed,
    open: crowd.sockets.filter((ws) => ws.readyState === ws.OPEN).length,
    unexpectedCloses: crowd.unexpectedCloseCount,
    errors: crowd.errors,
    memory: processMemory(),
  }),
  close: () => {
    crowd.close();
    setTimeout(() => process.exit(0), 50);
    return null;
  },
});
process.send?.({ type: 'ready' });

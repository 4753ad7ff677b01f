/**
 * The slice of a pino/Fastify logger the real-time layer uses, so the bus can also run
 * outside the app (scripts, benchmarks) with the console fallback.
 */
export interface RealtimeLogger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const consoleLogger: RealtimeLogger = {
  debug: () => {},
  info: (obj, msg) => console.info(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

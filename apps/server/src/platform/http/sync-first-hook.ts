import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * A request hook for a step that usually completes at once (from memory) and only sometimes has
 * to wait: it calls `done` without making a promise when the step answers undefined, and hands
 * Fastify the step's promise otherwise. An async hook would cost a promise (and its async-context
 * bookkeeping) on every request.
 */
export function syncFirstHook(
  step: (request: FastifyRequest) => Promise<void> | undefined,
): (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => Promise<void> | undefined {
  return (request, _reply, done) => {
    let waiting: Promise<void> | undefined;
    try {
      waiting = step(request);
    } catch (error) {
      done(error as Error);
      return undefined;
    }
    if (!waiting) done();
    return waiting;
  };
}

import type { FastifyInstance } from 'fastify';

/**
 * The methods each fixed path (one without parameters) is routed for, so that a call on a known
 * path with a method it does not take answers `http_method_not_support` (the field's `#459`),
 * not "not found": a client that POSTs a GET-only relay learns what is wrong.
 */
export class MethodIndex {
  private readonly methods = new Map<string, Set<string>>();

  /** Must run before the routes are registered: it learns them as they are added. */
  watch(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      if (route.url.includes(':') || route.url.includes('*')) return;
      const known = this.methods.get(route.url) ?? new Set<string>();
      for (const method of [route.method].flat()) known.add(method);
      this.methods.set(route.url, known);
    });
  }

  /** True when `path` is routed, but not for `method`. */
  otherMethodOnly(method: string, path: string): boolean {
    const known = this.methods.get(path);
    return known !== undefined && !known.has(method);
  }
}

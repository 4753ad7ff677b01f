import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The route pattern with its parameters, e.g. /admin/api/members/:id/adjust. */
  url: string;
}

const NODE = /^(?<indent>.*?)[├└]── (?<segment>\S+)(?: \((?<methods>[^)]*)\))?$/;

/**
 * Every route the app has registered (HEAD left out: Fastify adds it to each GET), read from
 * printRoutes' tree, where each level is indented by four columns and a node names the part of
 * the path below its parent.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = NODE.exec(line)?.groups;
    if (!node) continue;
    const depth = Math.floor([...node.indent!].length / 4);
    prefixes.length = depth;
    const url = `${prefixes[depth - 1] ?? ''}${node.segment}`;
    prefixes[depth] = url;
    for (const method of (node.methods ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

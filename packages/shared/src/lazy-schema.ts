import type { z } from 'zod';

/**
 * A schema that is built the first time something uses it instead of when its module loads.
 *
 * The contracts declare hundreds of schemas, and building them is a large share of the work a
 * phone does before the player site's first render, though a page validates with only a few. The
 * value stands in for the schema it builds: every property, `in`, `instanceof` and parsing reach
 * that schema, so the server validates exactly as with the schema itself. A schema that uses
 * another lazy one builds it when it is itself built.
 */
/* @__NO_SIDE_EFFECTS__ */
/*#__NO_SIDE_EFFECTS__*/
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => {
      const target = schema();
      return Reflect.get(target, key, target) as unknown;
    },
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The stand-in's own (empty) object is extensible: a property may be reported as long as it
    // is configurable, whatever the built schema says.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
  });
}

import type { Plugin } from 'vite';

/** The part of ModuleInfo the chunking reads (Rollup and Rolldown both provide it). */
export interface GraphInfo {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
}

export type GetModuleInfo = (id: string) => GraphInfo | null;

/**
 * A module the code also imports dynamically is meant to arrive on use (a language's texts, the
 * request encryption): a static import of it may be a re-export that tree shaking drops, so it
 * stays out of the entry's chunk, and so does what only it imports.
 */
function lazilyLoaded(id: string, getModuleInfo: GetModuleInfo): boolean {
  return (getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
}

/**
 * The shared contracts are a barrel whose modules the build treats as free of side effects: a page
 * keeps only the parts it uses. A shared module that pulls in a library of its own (the draw
 * proof's hashing) is left to the default chunking, which puts the library where it is used.
 */
const SHARED_SOURCES = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const VALIDATOR = /[\\/]node_modules[\\/]zod[\\/]/;

function bringsItsOwnLibrary(id: string, getModuleInfo: GetModuleInfo): boolean {
  if (!SHARED_SOURCES.test(id)) return false;
  return (getModuleInfo(id)?.importedIds ?? []).some(
    (imported) => /[\\/]node_modules[\\/]/.test(imported) && !VALIDATOR.test(imported),
  );
}

/**
 * The modules every page loads: the entry and whatever it imports statically, transitively.
 *
 * Left alone, the bundler cuts this graph into one small shared chunk per combination of lazy
 * pages that also use a module (some forty on the landing page). A phone then pays a round trip
 * for each, six at a time, before the first render. The entry always runs first, so giving these
 * modules one chunk costs no page anything it would not load anyway.
 */
export function initialModules(anyModule: string, getModuleInfo: GetModuleInfo): Set<string> {
  const entries = new Set<string>();
  const seenUp = new Set<string>([anyModule]);
  const up = [anyModule];
  while (up.length) {
    const info = getModuleInfo(up.pop()!);
    if (!info) continue;
    for (const importer of [...info.importers, ...info.dynamicImporters]) {
      if (seenUp.has(importer)) continue;
      seenUp.add(importer);
      up.push(importer);
    }
  }
  for (const id of seenUp) if (getModuleInfo(id)?.isEntry) entries.add(id);

  const initial = new Set<string>(entries);
  const addFrom = (start: string[]) => {
    const down = [...start];
    while (down.length) {
      for (const imported of getModuleInfo(down.pop()!)?.importedIds ?? []) {
        if (
          initial.has(imported) ||
          lazilyLoaded(imported, getModuleInfo) ||
          bringsItsOwnLibrary(imported, getModuleInfo)
        )
          continue;
        initial.add(imported);
        down.push(imported);
      }
    }
  };
  addFrom([...entries]);

  // A module left out above but imported statically by the entry's code comes in its own chunk,
  // which the entry's chunk then imports. If that chunk also imports the entry's chunk, the two
  // form a cycle and it runs first, reading the entry chunk's bindings before they exist (a
  // declaration built from a contract schema sees undefined). Such a module joins the entry's chunk.
  for (let joined = true; joined;) {
    joined = false;
    for (const outside of leftOutImportsOf(initial, getModuleInfo)) {
      if (!reachesAny(outside, initial, getModuleInfo)) continue;
      initial.add(outside);
      addFrom([outside]);
      joined = true;
    }
  }
  return initial;
}

/** Modules outside the set that a module inside imports statically. */
function leftOutImportsOf(inside: Set<string>, getModuleInfo: GetModuleInfo): string[] {
  const outside = new Set<string>();
  for (const id of inside)
    for (const imported of getModuleInfo(id)?.importedIds ?? [])
      if (!inside.has(imported)) outside.add(imported);
  return [...outside];
}

/** Whether a module's static imports, through modules outside the set, lead back into it. */
function reachesAny(start: string, set: Set<string>, getModuleInfo: GetModuleInfo): boolean {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    for (const imported of getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (set.has(imported)) return true;
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return false;
}

/**
 * Gives the entry's static graph one chunk (see initialModules): the naming function of a
 * codeSplitting group. The graph is worked out once per build.
 */
export function initialChunk(name: string): {
  plugin: Plugin;
  name: (id: string, context: { getModuleInfo: GetModuleInfo }) => string | null;
} {
  let initial: Set<string> | undefined;
  return {
    plugin: {
      name: 'initial-chunk',
      buildStart() {
        initial = undefined;
      },
    },
    name: (id, context) => {
      initial ??= initialModules(id, (other) => context.getModuleInfo(other));
      return initial.has(id) ? name : null;
    },
  };
}

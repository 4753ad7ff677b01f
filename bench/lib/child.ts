import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** tsx's loader by absolute URL, so a child finds it whatever its working directory. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * Raises the open-file limit to `limit` (or as far as the hard limit allows) and then becomes
 * the command: Node cannot call setrlimit itself, and 10,000 sockets need more than the usual
 * soft limit of 1024 descriptors.
 */
const WITH_FD_LIMIT =
  'ulimit -n "$BENCH_FD_LIMIT" 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"';

/** Children still running when this process exits are killed, so a failed run leaves no server behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface NodeChild {
  process: ChildProcess;
  pid: number;
  /** What the child wrote to stderr so far (its last 4 KB), for error messages. */
  stderr(): string;
  /** Sends a command and resolves with the child's answer (see serveCommands). */
  call<T = unknown>(command: string, args?: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  /** Resolves with the first message of this type the child sends on its own. */
  next<T = Record<string, unknown>>(type: string, timeoutMs?: number): Promise<T>;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  fdLimit?: number;
  nodeArgs?: string[];
  /** Inherit stdout (servers' start lines); stderr is always captured. */
  stdout?: 'ignore' | 'inherit' | 'pipe';
}

/** A TypeScript script in a Node child with an IPC channel. */
export function spawnScript(script: string, args: string[] = [], options: SpawnOptions = {}): NodeChild {
  const node = [process.execPath, ...(options.nodeArgs ?? []), '--import', tsxLoader, script, ...args];
  const child = options.fdLimit
    ? spawn('/bin/sh', ['-c', WITH_FD_LIMIT, ...node], {
        env: { ...process.env, ...options.env, BENCH_FD_LIMIT: String(options.fdLimit) },
        stdio: ['ignore', options.stdout ?? 'ignore', 'pipe', 'ipc'],
      })
    : spawn(node[0]!, node.slice(1), {
        env: { ...process.env, ...options.env },
        stdio: ['ignore', options.stdout ?? 'ignore', 'pipe', 'ipc'],
      });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4096);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const waiting = new Map<string, Array<(message: Record<string, unknown>) => void>>();
  const early = new Map<string, Record<string, unknown>[]>();
  let sequence = 0;
  child.on('message', (raw) => {
    const message = raw as Record<string, unknown>;
    if (typeof message.reply === 'number') {
      const call = pending.get(message.reply);
      pending.delete(message.reply);
      if (message.error) call?.reject(new Error(String(message.error)));
      else call?.resolve(message.result);
      return;
    }
    const type = String(message.type);
    const waiter = waiting.get(type)?.shift();
    if (waiter) waiter(message);
    else early.set(type, [...(early.get(type) ?? []), message]);
  });
  const died = (what: string) =>
    exited.then(({ code, signal }) => {
      throw new Error(`${what}: child exited (${signal ?? code}) ${stderr.trim().slice(-1500)}`);
    });

  const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    });
    return Promise.race([promise, timeout, died(what)]).finally(() => clearTimeout(timer));
  };

  return {
    process: child,
    pid: child.pid!,
    stderr: () => stderr,
    exited,
    call: <T>(command: string, args: Record<string, unknown> = {}, timeoutMs = 120_000) => {
      const id = ++sequence;
      const answer = new Promise<T>((resolve, reject) =>
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject }),
      );
      child.send({ ...args, call: id, command });
      return withTimeout(answer, timeoutMs, command);
    },
    next: <T>(type: string, timeoutMs = 120_000) => {
      const queued = early.get(type)?.shift();
      if (queued) return Promise.resolve(queued as T);
      const message = new Promise<T>((resolve) =>
        waiting.set(type, [...(waiting.get(type) ?? []), resolve as (m: Record<string, unknown>) => void]),
      );
      return withTimeout(message, timeoutMs, `waiting for ${type}`);
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

type Handler = (args: Record<string, unknown>) => unknown;

/** The child side of NodeChild.call: runs the named handler and answers its result or error. */
export function serveCommands(handlers: Record<string, Handler>): void {
  // The benchmark is gone (crashed, or killed with SIGKILL): nobody will ever stop this process.
  process.once('disconnect', () => process.exit(1));
  process.on('message', (raw) => {
    const message = raw as { call: number; command: string } & Record<string, unknown>;
    const handler = handlers[message.command];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`unknown command ${message.command}`);
        return handler(message);
      })
      .then(
        (result) => process.send?.({ reply: message.call, result }),
        (error: unknown) => process.send?.({ reply: message.call, error: String(error) }),
      );
  });
}

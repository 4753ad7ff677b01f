import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { userTopic } from '@platform/shared';
import type { Benchmark, BenchmarkSettings } from './lib/types.js';
import { spawnScript, type NodeChild } from './lib/child.js';
import { mb, type ProcessMemory } from './lib/memory.js';
import { LeanStompCrowd, type Arrival } from './lib/stomp-lean.js';

const lib = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib');
const CLIENT_PROCESSES = 2;
/** Server-side gaps between latency pushes, drawn at random so they meet every heart-beat phase. */
const GAP_MIN_MS = 10;
const GAP_MAX_MS = 30;

interface Member {
  token: string;
  customerId: number;
}

interface ServerMemory extends ProcessMemory {
  heapUsedBytes: number;
}

interface FanoutRun {
  target: 'broker' | 'ws-floor';
  sockets: number;
  connectS: number;
  connectPerS: number;
  pushes: number;
  pushP50Ms: number;
  pushP99Ms: number;
  pushMaxMs: number;
  fanoutRounds: number;
  /** Time until the last of the member's sockets had the push, per round. */
  fanoutLastMs: number[];
  fanoutFirstMs: number[];
  /** Over the sockets of a round: the median and the 99th percentile of their delivery times. */
  fanoutP50Ms: number[];
  fanoutP99Ms: number[];
  memoryBefore: ServerMemory;
  memoryAfter: ServerMemory;
  rssPerConnectionBytes: number;
  heapPerConnectionBytes: number;
  clientRssBytes: number;
  problems: string[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

async function measure(
  target: FanoutRun['target'],
  sockets: number,
  rounds: number,
  settings: BenchmarkSettings,
): Promise<FanoutRun> {
  const problems: string[] = [];
  const server = spawnScript(
    path.join(lib, 'stomp-server.ts'),
    [target === 'broker' ? 'broker' : 'reference'],
    {
      fdLimit: sockets + 4096,
      nodeArgs: ['--expose-gc'],
    },
  );
  const clients: NodeChild[] = [];
  const probe = new LeanStompCrowd();
  try {
    const { url, members } = await server.next<{ url: string; members: Record<string, Member> }>(
      'ready',
      300_000,
    );
    const crowdMember = members.demo001!;
    const probeMember = members.demo002!;
    const memoryBefore = await server.call<ServerMemory>('memory');

    // The crowd: `sockets` sockets of one member, split over the client processes.
    for (let i = 0; i < CLIENT_PROCESSES; i++) {
      clients.push(spawnScript(path.join(lib, 'stomp-clients.ts'), [], { fdLimit: sockets + 4096 }));
    }
    await Promise.all(clients.map((c) => c.next('ready')));
    const connectStarted = performance.now();
    const shares = clients.map(
      (_, i) => Math.floor(sockets / CLIENT_PROCESSES) + (i < sockets % CLIENT_PROCESSES ? 1 : 0),
    );
    const opened = await Promise.all(
      clients.map((c, i) =>
        c.call<{ subscribed: number; errors: string[] }>(
          'open',
          {
            target: {
              url,
              merchant: 'demo',
              token: crowdMember.token,
              destination: userTopic(crowdMember.customerId),
            },
            count: shares[i],
            concurrency: 100,
          },
          600_000,
        ),
      ),
    );
    const connectS = (performance.now() - connectStarted) / 1000;
    const subscribed = opened.reduce((sum, o) => sum + o.subscribed, 0);
    if (subscribed !== sockets) {
      problems.push(
        `${target}: ${subscribed} of ${sockets} sockets subscribed (${opened
          .flatMap((o) => o.errors)
          .slice(0, 3)
          .join('; ')})`,
      );
    }
    // One more socket, of another member, in this process: the subscriber whose latency is measured.
    await probe.open(
      { url, merchant: 'demo', token: probeMember.token, destination: userTopic(probeMember.customerId) },
      1,
    );
    if (probe.subscribed !== 1)
      problems.push(`${target}: the probe socket did not subscribe (${probe.errors.join('; ')})`);
    await wait(1_000);
    const memoryAfter = await server.call<ServerMemory>('memory');
    const connections = sockets + 1;

    let seq = 0;
    // Pushes to the probe while the crowd is connected: warm-up first, then recorded.
    const pushFor = async (seconds: number) => {
      const until = performance.now() + seconds * 1000;
      let sent = 0;
      while (performance.now() < until) {
        await server.call('push', { customerId: probeMember.customerId, seq: ++seq });
        sent++;
        await wait(GAP_MIN_MS + Math.random() * (GAP_MAX_MS - GAP_MIN_MS));
      }
      return sent;
    };
    await pushFor(settings.warmupS);
    await wait(200);
    probe.recordLatency = true;
    const pushes = await pushFor(settings.durationS);
    await wait(500);
    probe.recordLatency = false;
    const latencies = [...probe.latencies].sort((a, b) => a - b);
    if (latencies.length !== pushes)
      problems.push(`${target}: the probe received ${latencies.length} of ${pushes} pushes`);

    // One push to all of the crowd member's sockets, a few times.
    const fanoutLastMs: number[] = [];
    const fanoutFirstMs: number[] = [];
    const fanoutP50Ms: number[] = [];
    const fanoutP99Ms: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const mark = ++seq;
      await server.call('push', { customerId: crowdMember.customerId, seq: mark });
      const deadline = performance.now() + 60_000;
      let arrivals: (Arrival | null)[] = [];
      for (;;) {
        arrivals = await Promise.all(clients.map((c) => c.call<Arrival | null>('arrival', { seq: mark })));
        const count = arrivals.reduce((sum, a) => sum + (a?.count ?? 0), 0);
        if (count >= subscribed || performance.now() > deadline) {
          if (count < subscribed)
            problems.push(`${target}: push ${round + 1} reached ${count} of ${subscribed} sockets`);
          break;
        }
        await wait(20);
      }
      const got = arrivals.filter((a): a is Arrival => a !== null);
      if (got.length) {
        const sentAt = got[0]!.sentAtMs;
        fanoutLastMs.push(Math.max(...got.map((a) => a.lastAtMs)) - sentAt);
        fanoutFirstMs.push(Math.min(...got.map((a) => a.firstAtMs)) - sentAt);
        const each = (await Promise.all(clients.map((c) => c.call<number[]>('latencies', { seq: mark }))))
          .flat()
          .sort((a, b) => a - b);
        fanoutP50Ms.push(percentile(each, 50));
        fanoutP99Ms.push(percentile(each, 99));
      }
      await wait(500);
    }

    const statuses = await Promise.all(
      clients.map((c) =>
        c.call<{ unexpectedCloses: number; errors: string[]; memory: ProcessMemory | null }>('status'),
      ),
    );
    const closes = statuses.reduce((sum, s) => sum + s.unexpectedCloses, 0) + probe.unexpectedCloseCount;
    if (closes)
      problems.push(
        `${target}: ${closes} sockets were closed by the server (${statuses
          .flatMap((s) => s.errors)
          .slice(0, 3)
          .join('; ')})`,
      );

    return {
      target,
      sockets,
      connectS,
      connectPerS: sockets / connectS,
      pushes,
      pushP50Ms: percentile(latencies, 50),
      pushP99Ms: percentile(latencies, 99),
      pushMaxMs: latencies.at(-1) ?? 0,
      fanoutRounds: rounds,
      fanoutLastMs,
      fanoutFirstMs,
      fanoutP50Ms,
      fanoutP99Ms,
      memoryBefore,
      memoryAfter,
      rssPerConnectionBytes: (memoryAfter.rssBytes - memoryBefore.rssBytes) / connections,
      heapPerConnectionBytes: (memoryAfter.heapUsedBytes - memoryBefore.heapUsedBytes) / connections,
      clientRssBytes: statuses.reduce((sum, s) => sum + (s.memory?.rssBytes ?? 0), 0),
      problems,
    };
  } finally {
    probe.close();
    await Promise.all(clients.map((c) => c.call('close', {}, 10_000).catch(() => undefined)));
    await Promise.all(clients.map((c) => c.kill()));
    await server.kill();
  }
}

function row(run: FanoutRun): string {
  return [
    run.target.padEnd(9),
    String(run.sockets).padStart(7),
    run.connectPerS.toFixed(0).padStart(9),
    run.pushP50Ms.toFixed(1).padStart(8),
    run.pushP99Ms.toFixed(1).padStart(8),
    run.pushMaxMs.toFixed(1).padStart(8),
    `${median(run.fanoutP50Ms).toFixed(0)} / ${median(run.fanoutP99Ms).toFixed(0)} / ${median(run.fanoutLastMs).toFixed(0)}`.padStart(
      17,
    ),
    (run.rssPerConnectionBytes / 1024).toFixed(1).padStart(8),
    (run.heapPerConnectionBytes / 1024).toFixed(1).padStart(8),
    mb(run.memoryAfter.rssBytes).padStart(8),
  ].join('  ');
}

const HEADER = [
  'target'.padEnd(9),
  'sockets'.padStart(7),
  'conn/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'max ms'.padStart(8),
  'all: p50/p99/last'.padStart(17),
  'KB/conn'.padStart(8),
  'heap KB'.padStart(8),
  'RSS'.padStart(8),
].join('  ');

const benchmark: Benchmark = {
  name: 'stomp-fanout',
  description:
    'STOMP broker: 10,000 member sockets on one node; push latency to one subscriber, one push to all, memory per connection',
  async run(settings) {
    const sockets = Number(process.env.BENCH_STOMP_SOCKETS ?? (settings.short ? 1_000 : 10_000));
    const rounds = settings.short ? 2 : 5;
    // The floor first, then the platform, one after the other so they never share the CPUs.
    const floor = await measure('ws-floor', sockets, rounds, settings);
    const broker = await measure('broker', sockets, rounds, settings);
    const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
    const ratios = {
      pushP99: ratio(broker.pushP99Ms, floor.pushP99Ms),
      fanoutLast: ratio(median(broker.fanoutLastMs), median(floor.fanoutLastMs)),
      rssPerConnection: ratio(broker.rssPerConnectionBytes, floor.rssPerConnectionBytes),
    };
    return {
      lines: [
        `method: each server runs in a process of its own (fd limit raised with ulimit -n); ${sockets} sockets of one`,
        `  member (demo001) come from ${CLIENT_PROCESSES} client processes of raw \`ws\` sockets with hand-written STOMP frames`,
        '  (CONNECT with the session token and heart-beat 10000,10000, SUBSCRIBE /topic/user/{id} with a receipt,',
        '  an EOL every 10 s per socket). One more socket, of demo002, in the benchmark process is the probe.',
        `  p50/p99/max: ${broker.pushes} pushes to the probe ${GAP_MIN_MS}-${GAP_MAX_MS} ms apart while all are connected, from`,
        "  the server taking the push (MoneyEvents → RealtimePublisher → bus → broker, a deposit approval's path)",
        '  to the probe reading the frame; all: one push to every socket of demo001, the delivery time of the',
        `  median socket, the 99th percentile and the last (medians of ${rounds} pushes); KB/conn: server RSS`,
        '  growth (after GC) per connection; heap KB: the V8 heap part of it.',
        '  ws-floor: a bare `ws` server answering CONNECT/SUBSCRIBE and sending each push encoded once.',
        HEADER,
        row(floor),
        row(broker),
        `ratio broker/ws-floor: push p99 ${ratios.pushP99.toFixed(2)}, push to all ${ratios.fanoutLast.toFixed(2)}, ` +
          `memory per connection ${ratios.rssPerConnection.toFixed(2)}`,
        `broker server RSS: ${mb(broker.memoryBefore.rssBytes)} before the sockets, ${mb(broker.memoryAfter.rssBytes)} with ` +
          `${sockets + 1} connected; client processes ${mb(broker.clientRssBytes)} together`,
      ],
      data: { sockets, clientProcesses: CLIENT_PROCESSES, broker, floor, ratios },
      problems: [...floor.problems, ...broker.problems],
    };
  },
};

export default benchmark;

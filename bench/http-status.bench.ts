import type { Benchmark } from './lib/types.js';
import { LOAD_HEADER, formatLoadRow, loadProblems, loadTest, warmUp, type LoadResult } from './lib/load.js';
import { processMemory, rssLine, type ProcessMemory } from './lib/memory.js';
import { startHelloWorld, startPlatformApiProcess, type RunningServer } from './lib/servers.js';

const PATH = '/wps/system/status';
const HEADERS = { Merchant: 'demo' };

async function measure(
  start: () => Promise<RunningServer>,
  settings: Parameters<Benchmark['run']>[0],
): Promise<{ load: LoadResult; memory: ProcessMemory | null }> {
  const server = await start();
  try {
    const url = `${server.baseUrl}${PATH}`;
    const options = { connections: settings.connections, durationS: settings.durationS, headers: HEADERS };
    await warmUp(url, { ...options, warmupS: settings.warmupS });
    const load = await loadTest(url, options);
    return { load, memory: processMemory(server.pid) };
  } finally {
    await server.close();
  }
}

/** GET /wps/system/status (tenant lookup, GeoIP query, envelope) against a bare node:http answer. */
const benchmark: Benchmark = {
  name: 'http-status',
  description: `GET ${PATH} (Merchant: demo): platform API on PGlite vs node:http hello world`,
  async run(settings) {
    // One after the other, so they never compete for the CPUs. The API runs in a process of
    // its own (production mode, in-memory PGlite with the demo data), so its RSS is its own.
    const { load: hello } = await measure(startHelloWorld, settings);
    const { load: api, memory } = await measure(startPlatformApiProcess, settings);
    const ratio = hello.requestsPerSec > 0 ? api.requestsPerSec / hello.requestsPerSec : 0;
    return {
      lines: [
        LOAD_HEADER,
        formatLoadRow('hello-world', hello),
        formatLoadRow('platform-api', api),
        `ratio api/hello-world: ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)} % of node:http's requests/s)`,
        rssLine('API server process after the load', memory),
      ],
      data: {
        path: PATH,
        headers: HEADERS,
        helloWorld: hello,
        platformApi: api,
        ratio,
        serverMemory: memory,
      },
      problems: [...loadProblems('hello-world', hello), ...loadProblems('platform-api', api)],
    };
  },
};

export default benchmark;

/**
 * The load generator of the bet-placement benchmark, run as a child process so that it does not
 * share an event loop with the server it loads. Reads a BetLoadJob as JSON on stdin and writes
 * autocannon's result (plus a few refused answers, to explain them) as JSON on stdout.
 *
 * Every request is the web client's bet: POST /lgw/orders/betting with the slip as a JSON string
 * in bettingSlipString and a fresh requestId in the slip, as useIdempotentSubmit sends it. The
 * members take turns, each with its own token and client address (as if behind a proxy).
 */
import { createRequire } from 'node:module';

interface Request {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  requests: (Request & {
    setupRequest(request: Request): Request;
    onResponse(status: number, body: string): void;
  })[];
}
/** The parts of autocannon's result that load.ts reads too. */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

export interface BetLoadJob {
  url: string;
  merchant: string;
  connections: number;
  durationS: number;
  members: { token: string; ip: string }[];
  /** The slip without its requestId. */
  slip: Record<string, unknown>;
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

const job = JSON.parse(await readStdin()) as BetLoadJob;
const url = new URL(job.url);
let sent = 0;
const refused: string[] = [];
let placed = 0;

const result = await autocannon({
  url: `${url.protocol}//${url.host}`,
  connections: job.connections,
  duration: job.durationS,
  requests: [
    {
      method: 'POST',
      path: url.pathname,
      setupRequest: (request) => {
        const n = sent++;
        const member = job.members[n % job.members.length]!;
        const slip = { ...job.slip, requestId: `bench-${process.pid}-${n}` };
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            Merchant: job.merchant,
            Authorization: member.token,
            'X-Forwarded-For': member.ip,
          },
          body: JSON.stringify({ bettingSlipString: JSON.stringify(slip) }),
        };
      },
      onResponse: (status, body) => {
        if (status === 200 && body.includes('"orderNumber"')) placed++;
        else if (refused.length < 5) refused.push(`${status} ${body.slice(0, 200)}`);
      },
    },
  ],
});

process.stdout.write(JSON.stringify({ result, placed, refused }));

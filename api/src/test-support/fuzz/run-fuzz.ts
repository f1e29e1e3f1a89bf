import { type FuzzRequest, fuzzRequest } from './cases.ts';
import type { Dictionary } from './dictionary.ts';
import { leakIn } from './leaks.ts';
import type { FuzzOperation } from './operations.ts';
import { createRandom } from './prng.ts';

// Sends the fuzz requests and checks every answer: below 500 and nothing leaked. Request i is
// generated from (seed, i) alone, so a failure names a request that FUZZ_SEED=<seed> sends again.

export interface FuzzRole {
  name: string;
  /** Cookie header of the role's session; none for an anonymous visitor. */
  cookie: string | undefined;
}

export interface FuzzRunOptions {
  baseUrl: string;
  operations: readonly FuzzOperation[];
  /** Called before every round: fresh sessions, since the fuzz may sign a role out. */
  roles: () => Promise<FuzzRole[]>;
  dictionary: Dictionary;
  requests: number;
  seed: number;
  concurrency: number;
  /** How long one answer may take before it counts as a failure. */
  timeoutMs?: number;
}

export interface FuzzReport {
  sent: number;
  durationMs: number;
  statuses: Record<number, number>;
  failures: string[];
  /** Milliseconds spent waiting per operation ("POST /api/new/accounts/login"): where the time goes. */
  timeByOperation: Record<string, number>;
}

const ROUND = 400;
const EXCERPT = 300;

export async function runFuzz(options: FuzzRunOptions): Promise<FuzzReport> {
  const started = performance.now();
  const report: FuzzReport = { sent: 0, durationMs: 0, statuses: {}, failures: [], timeByOperation: {} };
  for (let first = 0; first < options.requests; first += ROUND) {
    const roles = await options.roles();
    const last = Math.min(first + ROUND, options.requests);
    let next = first;
    const worker = async () => {
      while (next < last) {
        const index = next;
        next += 1;
        await sendOne(index, roles, options, report);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  }
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

async function sendOne(index: number, roles: FuzzRole[], options: FuzzRunOptions, report: FuzzReport) {
  const operation = options.operations[index % options.operations.length];
  const role = roles[Math.floor(index / options.operations.length) % roles.length];
  const random = createRandom(mix(options.seed, index));
  const request = fuzzRequest(operation, random, options.dictionary);
  const headers = { ...request.headers };
  if (role.cookie && headers.cookie === undefined) headers.cookie = role.cookie;
  const describe = (outcome: string) =>
    `#${index} ${request.method} ${excerpt(request.url, 200)} as ${role.name} (${request.strategy}): ${outcome}` +
    (request.body === undefined ? '' : `\n    body: ${excerpt(bodyText(request.body), EXCERPT)}`);
  report.sent += 1;
  let status: number;
  let text: string;
  const sentAt = performance.now();
  try {
    const response = await fetch(`${options.baseUrl}${request.url}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    report.failures.push(describe(`no answer (${(error as Error).message})`));
    return;
  }
  report.statuses[status] = (report.statuses[status] ?? 0) + 1;
  const key = `${operation.method} ${operation.path}`;
  report.timeByOperation[key] = (report.timeByOperation[key] ?? 0) + (performance.now() - sentAt);
  const leak = leakIn(text);
  if (status >= 500 || leak)
    report.failures.push(describe(`${status}${leak ? `, leaks ${leak}` : ''} ${excerpt(text, EXCERPT)}`));
}

/** Plain requests to collect values for the dictionary before the fuzzing starts. */
export async function harvest(
  baseUrl: string,
  paths: readonly string[],
  dictionary: Dictionary,
  cookie?: string,
) {
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    const text = await response.text();
    if (response.ok && response.headers.get('content-type')?.includes('json'))
      dictionary.harvest(JSON.parse(text));
  }
}

/** One 32-bit seed per request, so request i is the same whatever the others did. */
function mix(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}

function bodyText(body: FuzzRequest['body']): string {
  return typeof body === 'string' ? body : `<bytes ${Buffer.from(body ?? []).toString('hex')}>`;
}

function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length)}… (${text.length} chars)` : flat;
}

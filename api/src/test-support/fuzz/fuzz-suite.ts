import { Dictionary } from './dictionary.ts';
import { type FuzzOperation, operationsOf } from './operations.ts';
import { fuzzSeed } from './prng.ts';
import { type FuzzReport, type FuzzRole, harvest, runFuzz } from './run-fuzz.ts';

// One fuzz run against a base URL (the api itself, or the bff in front of it): the operations of
// the OpenAPI document served there, values harvested from plain GETs, then the fuzz requests.

export interface FuzzSuiteOptions {
  baseUrl: string;
  roles: () => Promise<FuzzRole[]>;
  requests: number;
  concurrency?: number;
  /** Routes outside the api's document, e.g. the bff's page aggregates. */
  extraOperations?: readonly FuzzOperation[];
}

export interface FuzzSuiteResult {
  report: FuzzReport;
  operations: number;
  seed: number;
}

export async function fuzzSuite(options: FuzzSuiteOptions): Promise<FuzzSuiteResult> {
  const seed = fuzzSeed();
  console.info(`fuzz ${options.baseUrl}: seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
  const documentResponse = await fetch(`${options.baseUrl}/api/docs/openapi.json`);
  if (!documentResponse.ok) throw new Error(`no OpenAPI document: ${documentResponse.status}`);
  const operations = [
    ...operationsOf((await documentResponse.json()) as Parameters<typeof operationsOf>[0]),
    ...(options.extraOperations ?? []),
  ];
  const dictionary = new Dictionary();
  const plainGets = operations
    .filter((operation) => operation.method === 'GET' && operation.pathParams.length === 0)
    .map((operation) => operation.path);
  for (const role of await options.roles())
    await harvest(options.baseUrl, plainGets, dictionary, role.cookie);
  const report = await runFuzz({
    baseUrl: options.baseUrl,
    operations,
    roles: options.roles,
    dictionary,
    requests: Math.max(options.requests, operations.length * 3),
    seed,
    concurrency: options.concurrency ?? 8,
  });
  console.info(
    `fuzz ${options.baseUrl}: ${report.sent} requests over ${operations.length} operations in ` +
      `${(report.durationMs / 1000).toFixed(1)} s, statuses ${JSON.stringify(report.statuses)}, seed ${seed}`,
  );
  const slowest = Object.entries(report.timeByOperation)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([operation, ms]) => `${operation} ${(ms / 1000).toFixed(1)} s`);
  console.info(`fuzz: most time waited on ${slowest.join(', ')}`);
  return { report, operations: operations.length, seed };
}

/** The assertion message: the seed and each failing request, at most `limit` of them. */
export function failureMessage(result: FuzzSuiteResult, loggedErrors: string[], limit = 25): string {
  const { report, seed } = result;
  return [
    `${report.failures.length} of ${report.sent} fuzz requests failed (FUZZ_SEED=${seed} repeats them):`,
    ...report.failures.slice(0, limit).map((failure) => `  ${failure}`),
    ...(loggedErrors.length > 0
      ? ['logged errors:', ...loggedErrors.slice(0, limit).map((e) => `  ${e}`)]
      : []),
  ].join('\n');
}

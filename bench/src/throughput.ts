import autocannon from 'autocannon';

export interface Throughput {
  label: string;
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** One autocannon run: fixed connections and duration, so runs are comparable side by side. */
export async function measureThroughput(
  label: string,
  url: string,
  durationSeconds = 8,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections: 20,
    duration: durationSeconds,
    pipelining: 1,
    headers,
  });
  return {
    label,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export interface LatencyAtRate {
  label: string;
  url: string;
  rate: number;
  achievedRate: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * Latency under a fixed arrival rate (the budget: p99 ≤ 25 ms at 200 requests/s): unlike
 * the throughput runs, the load does not grow with the server's speed, so p99 is comparable.
 */
export async function measureLatencyAtRate(
  label: string,
  url: string,
  rate: number,
  durationSeconds = 10,
  headers: Record<string, string> = {},
): Promise<LatencyAtRate> {
  const result = await autocannon({
    url,
    connections: 20,
    duration: durationSeconds,
    overallRate: rate,
    headers,
  });
  return {
    label,
    url,
    rate,
    achievedRate: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

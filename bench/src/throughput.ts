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
): Promise<Throughput> {
  const result = await autocannon({ url, connections: 20, duration: durationSeconds, pipelining: 1 });
  return {
    label,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

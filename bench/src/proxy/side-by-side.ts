import { measureThroughput, type Throughput } from '../throughput.ts';

export interface SideBySide {
  /** Mean of the rounds; p99 is the worst round's. */
  direct: Throughput;
  proxied: Throughput;
  /** Proxied requests per second over direct ones, over all rounds. */
  ratio: number;
}

/**
 * The api directly and through the bff, in alternating rounds: the machine's load changes while a
 * bench runs (other processes share its two cores), and alternating lets such a change hit both
 * sides alike instead of deciding the ratio.
 */
export async function measureSideBySide(
  directUrl: string,
  proxiedUrl: string,
  headers: Record<string, string> = {},
  rounds = 3,
  secondsPerRun = 4,
): Promise<SideBySide> {
  const direct: Throughput[] = [];
  const proxied: Throughput[] = [];
  for (let round = 0; round < rounds; round++) {
    direct.push(await measureThroughput('direct api', directUrl, secondsPerRun, headers));
    proxied.push(await measureThroughput('through the bff', proxiedUrl, secondsPerRun, headers));
  }
  return combineRounds(direct, proxied);
}

export function combineRounds(direct: Throughput[], proxied: Throughput[]): SideBySide {
  const directMean = meanOfRounds(direct);
  const proxiedMean = meanOfRounds(proxied);
  return {
    direct: directMean,
    proxied: proxiedMean,
    ratio: proxiedMean.requestsPerSecond / directMean.requestsPerSecond,
  };
}

function meanOfRounds(rounds: Throughput[]): Throughput {
  const [first] = rounds;
  if (!first) throw new Error('no rounds measured');
  const sum = (pick: (round: Throughput) => number) =>
    rounds.reduce((total, round) => total + pick(round), 0);
  return {
    label: first.label,
    url: first.url,
    requestsPerSecond: Math.round(sum((round) => round.requestsPerSecond) / rounds.length),
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    errors: sum((round) => round.errors),
  };
}

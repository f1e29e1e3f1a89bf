// A small seeded PRNG (mulberry32): the same seed gives the same requests in the same order, so a
// failing fuzz run reproduces with FUZZ_SEED=<seed>.

export interface Random {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    seed,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

/** FUZZ_SEED when given (to reproduce a run), else a fresh one. */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.FUZZ_SEED?.trim();
  if (given) {
    const seed = Number(given);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new Error(`FUZZ_SEED must be an integer from 0 to 4294967295, got "${given}"`);
    return seed;
  }
  return Math.floor(Math.random() * 0x100000000);
}

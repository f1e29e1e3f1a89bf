/**
 * A seeded PRNG (mulberry32): the demo data must come out identical on every machine and every
 * run, so nothing in the seed may call Math.random, Date.now or randomBytes.
 */
export class SeededRandom {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  bytes(length: number): Buffer {
    return Buffer.from(Array.from({ length }, () => this.int(0, 255)));
  }

  digits(length: number): string {
    return Array.from({ length }, () => String(this.int(0, 9))).join('');
  }
}

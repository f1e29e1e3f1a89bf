/**
 * A FIFO lock. PGlite is one embedded connection: while Kysely holds it for a transaction,
 * every other query has to wait, or its statements would land inside that transaction.
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves once the lock is held; call the returned function exactly once to pass it on. */
  lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return acquired;
  }
}

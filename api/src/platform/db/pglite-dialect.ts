import type { PGlite } from '@electric-sql/pglite';
import {
  AbortedTransactionError,
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex.ts';
import { isPrepared, queryPreparedOnPglite } from './prepared-statements.ts';

// A Kysely dialect for PGlite 0.5 (the published kysely-pglite-dialect does not support 0.5).
// PGlite speaks PostgreSQL, so the compiler, adapter and introspector are Kysely's own Postgres
// ones; only the driver differs: one in-process connection guarded by a mutex.

export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;
  readonly #mutex = new Mutex();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite, this.#mutex);
  }

  /**
   * Runs `work` on the PGlite instance while no Kysely query or transaction holds it: for a
   * library that speaks to the database itself (the job queue's multi-statement scripts), whose
   * statements must neither land inside a transaction of the app nor let one in between.
   */
  async exclusive<T>(work: (pglite: PGlite) => Promise<T>): Promise<T> {
    const release = await this.#mutex.lock();
    try {
      if (this.#pglite.closed) throw new Error('driver has already been destroyed');
      return await work(this.#pglite);
    } finally {
      release();
    }
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #mutex: Mutex;
  readonly #connection: PGliteConnection;
  #release: (() => void) | undefined;

  constructor(pglite: PGlite, mutex: Mutex) {
    this.#pglite = pglite;
    this.#mutex = mutex;
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    if (this.#pglite.closed) {
      release();
      throw new Error('driver has already been destroyed');
    }
    this.#release = release;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    const statement = options.length > 0 ? `start transaction ${options.join(' ')}` : 'begin';
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const { rows } = await connection.executeQuery<{ command?: string }>(CompiledQuery.raw('commit'));
    // PostgreSQL answers COMMIT with a ROLLBACK tag when an earlier statement aborted the transaction.
    if (rows[0]?.command === 'ROLLBACK') throw new AbortedTransactionError();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    // Waiting for the lock lets a running transaction finish before the database goes away.
    const release = await this.#mutex.lock();
    try {
      if (!this.#pglite.closed) await this.#pglite.close();
    } finally {
      release();
    }
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = isPrepared(compiledQuery.sql)
      ? await queryPreparedOnPglite<R>(this.#pglite, compiledQuery.sql, compiledQuery.parameters)
      : await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = result.command?.toUpperCase();
    if (command === 'COMMIT' || command === 'ROLLBACK') return { rows: [{ command } as R] };
    const changesRows =
      command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
    return {
      numAffectedRows: changesRows ? BigInt(result.affectedRows ?? 0) : undefined,
      rows: result.rows,
    };
  }

  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    // PGlite has no cursors over its query API; the rows are already in memory, so hand them out in chunks.
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize)
      yield { rows: rows.slice(start, start + chunkSize) };
  }
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ShopCode } from 'shared-domain';
import { PGliteDialect } from './pglite-dialect.ts';
import { preparingMarkedStatements } from './prepared-statements.ts';
import type { Database, Db } from './schema.ts';

export type DatabaseTarget =
  /** PostgreSQL; `schema` (tests) puts every table of this handle into its own schema. */
  | { kind: 'postgres'; url: string; schema?: string }
  /** Embedded PGlite stored in a directory. */
  | { kind: 'pglite'; dir: string };

/** DATABASE_URL wins; without it each shop gets its own embedded database under DATA_DIR. */
export function databaseTargetOf(config: {
  databaseUrl?: string;
  dataDir: string;
  shop: ShopCode;
}): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite', dir: join(config.dataDir, 'db', config.shop) };
}

export async function createDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingMarkedStatements(createPool(target)) }),
    });
    opened.set(db, { target });
    return db;
  }
  mkdirSync(target.dir, { recursive: true });
  // pg_trgm: the search's trigram index (migration 0022); PGlite loads only extensions named here.
  const embedded = new PGliteDialect(await PGlite.create(target.dir, { extensions: { pg_trgm } }));
  const db = new Kysely<Database>({ dialect: embedded });
  opened.set(db, { target, embedded });
  return db;
}

export interface OpenedDatabase {
  target: DatabaseTarget;
  /** PGlite's dialect, which lends the embedded connection out between the app's queries. */
  embedded?: PGliteDialect;
}

const opened = new WeakMap<Db, OpenedDatabase>();

/**
 * Where a handle made by createDatabase leads, for a library that speaks to the database itself
 * (the job queue): on PostgreSQL it opens its own connections, on PGlite it borrows the app's.
 */
export function openedDatabaseOf(db: Db): OpenedDatabase {
  const found = opened.get(db);
  if (!found) throw new Error('the database handle was not made by createDatabase');
  return found;
}

const INT8_OID = 20;

function createPool(target: { url: string; schema?: string }): pg.Pool {
  if (target.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(target.schema)) {
    throw new Error(`Invalid schema name "${target.schema}"`);
  }
  return new pg.Pool({
    connectionString: target.url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    // The schema is set at connection start-up, so every pooled connection sees the same tables.
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    // count(*) and bigint ids: numbers, as PGlite returns them, instead of pg's strings.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

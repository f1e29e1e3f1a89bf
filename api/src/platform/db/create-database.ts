import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ShopCode } from 'shared-domain';
import { PGliteDialect } from './pglite-dialect.ts';
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
  if (target.kind === 'postgres')
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(target) }) });
  mkdirSync(target.dir, { recursive: true });
  const pglite = await PGlite.create(target.dir);
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
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

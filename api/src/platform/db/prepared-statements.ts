import { createHash } from 'node:crypto';
import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { type Compilable, type Kysely, type RawBuilder, sql } from 'kysely';
import type pg from 'pg';

// Hot statements (pricing the cart on every cart request) run as prepared statements: planning a
// join of many tables costs several times executing it, and PGlite's query() talks to the engine
// in six calls per statement. A statement run through executePrepared is parsed and planned once
// per connection and afterwards only bound and executed (on PGlite in one call). Its SQL text must
// not depend on the values (lists go as `= any(array)`), or every variant would be kept prepared.

/** Marks the SQL text; the drivers recognise it, and it shows in logs and pg_stat_statements. */
const PREPARED_MARK = '/* prepared */ ';

/** Any Kysely handle: the database, a transaction or one pinned connection. */
type QueryRunner = Pick<Kysely<unknown>, 'executeQuery'>;

export async function executePrepared<R>(db: QueryRunner, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery<R>({ ...compiled, sql: PREPARED_MARK + compiled.sql });
  return rows;
}

/** A list as one array parameter (`column = any($1)`): the statement's text stays one for any count. */
export function anyOf<T>(values: readonly T[]): RawBuilder<T> {
  return sql<T>`any(${values})`;
}

export function isPrepared(sql: string): boolean {
  return sql.startsWith(PREPARED_MARK);
}

const statementNames = new Map<string, string>();

/** The same text always gets the same name (a hash), so two texts can never claim one name. */
export function statementNameOf(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `prepared_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * node-postgres prepares a query given a `name` once per connection and reuses it after; Kysely
 * passes only text and values, so each new connection of the pool adds the name to marked texts.
 */
export function preparingMarkedStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      return typeof text === 'string' && isPrepared(text)
        ? query({ name: statementNameOf(text), text, values })
        : query(...args);
    }) as typeof client.query;
  });
  return pool;
}

/** The parameter types of each statement prepared on a PGlite instance, by its text. */
const preparedOnPglite = new WeakMap<PGlite, Map<string, number[]>>();

/** Runs a marked statement on PGlite as a named one: parsed once, then bound and run in one call. */
export async function queryPreparedOnPglite<R>(
  pglite: PGlite,
  sql: string,
  parameters: readonly unknown[],
): Promise<Results<R>> {
  return pglite.runExclusive(async () => {
    const name = statementNameOf(sql);
    const types = await parameterTypesOf(pglite, name, sql);
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[i]];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const { messages } = await pglite.execProtocol(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, pglite.parsers)[0] as Results<R>;
  });
}

async function parameterTypesOf(pglite: PGlite, name: string, sql: string): Promise<number[]> {
  let statements = preparedOnPglite.get(pglite);
  if (!statements) {
    statements = new Map();
    preparedOnPglite.set(pglite, statements);
  }
  const known = statements.get(sql);
  if (known) return known;
  const { serialize } = protocol;
  const { messages } = await pglite.execProtocol(
    concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
  );
  const types = parse.parseDescribeStatementResults(messages);
  statements.set(sql, types);
  return types;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

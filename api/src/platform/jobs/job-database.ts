import type { ConstructorOptions, Db as IDatabase } from 'pg-boss';
import type { DatabaseTarget, OpenedDatabase } from '../db/create-database.ts';
import type { PGliteDialect } from '../db/pglite-dialect.ts';

// Where pg-boss keeps its tables and how it reaches them, for each kind of database the api runs on.

/**
 * pg-boss's own schema. A test's PostgreSQL schema gets a jobs schema of its own next to it, so
 * parallel test files never work each other's jobs.
 */
export function jobsSchemaOf(target: DatabaseTarget): string {
  return target.kind === 'postgres' && target.schema ? `${target.schema}_jobs` : 'pgboss';
}

export function jobDatabaseOptions({ target, embedded }: OpenedDatabase): ConstructorOptions {
  const schema = jobsSchemaOf(target);
  if (target.kind === 'postgres')
    // A small pool of its own: polling and maintenance never wait behind the app's requests.
    return { connectionString: target.url, schema, max: 3, application_name: 'shop-api-jobs' };
  if (!embedded) throw new Error('an embedded database without its dialect');
  return { db: embeddedJobDatabase(embedded), backend: 'pglite', schema };
}

/**
 * pg-boss on the app's one PGlite connection. Every statement takes the connection the way a
 * Kysely query does, so none lands inside a request's transaction (pg-boss's own PGlite adapter
 * would talk to the instance directly). Statements without parameters may be scripts of several
 * (its migrations, its BEGIN … COMMIT maintenance blocks): PGlite runs those with exec().
 */
function embeddedJobDatabase(dialect: PGliteDialect): IDatabase {
  return {
    executeSql: (text, values) =>
      dialect.exclusive(async (pglite) => {
        try {
          if (values?.length) return await pglite.query(text, values);
          const results = await pglite.exec(text);
          return { rows: results.flatMap((result) => result.rows) };
        } catch (error) {
          // A failed statement inside a script's BEGIN leaves the one connection in an aborted
          // transaction; every later query of the app would fail until it is rolled back.
          await pglite.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    // PGlite delivers NOTIFY in-process, so a worker wakes the moment a job's transaction commits.
    async listen(channel, onNotification, onReconnect) {
      const unlisten = await dialect.exclusive((pglite) => pglite.listen(channel, onNotification));
      onReconnect();
      return { close: () => dialect.exclusive(() => unlisten()) };
    },
  };
}

import type { KyselyPlugin } from 'kysely';
import type { Db } from '../platform/db/schema.ts';

/**
 * A handle on the same database that counts the statements run through it: Kysely hands the
 * result of every executed statement to its plugins. For tests that hold a use case to the number
 * of round trips it makes.
 */
export function countingStatements(db: Db): { db: Db; count(): number } {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      count += 1;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), count: () => count };
}

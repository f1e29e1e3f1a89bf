import type { Migration } from 'kysely/migration';
import * as initialSchema from './0001-initial-schema.ts';
import * as buyout from './0002-buyout.ts';

// A static list instead of a folder scan: the module graph is explicit and works the same from
// source, in tests and in any bundle. Forward-only: add new files, never edit applied ones.
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-buyout': buyout,
};

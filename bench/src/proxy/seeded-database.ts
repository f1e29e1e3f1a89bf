import { createDatabase } from '../../../api/src/platform/db/create-database.ts';
import { migrateToLatest } from '../../../api/src/platform/db/migrate.ts';
import { seedIfEmpty } from '../../../api/src/platform/db/seed/seed-database.ts';
import { freshDatabase } from '../back-office/bench-support.ts';

/**
 * A fresh scratch database, migrated and seeded here rather than by the api at start: on a busy
 * machine that takes longer than the shop's start-up allows the api.
 */
export async function seededDatabase(serverUrl: string, name: string): Promise<string> {
  const url = await freshDatabase(serverUrl, name);
  const db = await createDatabase({ kind: 'postgres', url });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
  } finally {
    await db.destroy();
  }
  return url;
}

import { loadConfig } from '../config.ts';
import { createDatabase, databaseTargetOf } from './create-database.ts';
import { migrateToLatest } from './migrate.ts';

// `npm run migrate -w api`: applies pending migrations to the configured database (deploy step).
const db = await createDatabase(databaseTargetOf(loadConfig()));
try {
  const applied = await migrateToLatest(db);
  console.info(
    applied.length > 0 ? `applied: ${applied.map((m) => m.migrationName).join(', ')}` : 'nothing to apply',
  );
} finally {
  await db.destroy();
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../../api/src/platform/db/create-database.ts';
import { migrateToLatest } from '../../../api/src/platform/db/migrate.ts';
import type { Db } from '../../../api/src/platform/db/schema.ts';
import { seedIfEmpty } from '../../../api/src/platform/db/seed/seed-database.ts';
import { freshDatabase } from '../back-office/bench-support.ts';
import { generateCatalogue } from '../back-office/generate-catalogue.ts';

// A shop database with the demo seed and a generated catalogue on top, on a scratch PostgreSQL
// database or on embedded PGlite in a temporary directory; `drop` removes what was made.

export interface ScaleDatabase {
  db: Db;
  /** For the api's config: the PostgreSQL url, or undefined on PGlite. */
  databaseUrl: string | undefined;
  products: number;
  drop(): Promise<void>;
}

export type ScaleEngine = { kind: 'postgres'; serverUrl: string; name: string } | { kind: 'pglite' };

export async function openScaleDatabase(engine: ScaleEngine, products: number): Promise<ScaleDatabase> {
  let db: Db;
  let databaseUrl: string | undefined;
  let cleanUp = () => {};
  if (engine.kind === 'postgres') {
    databaseUrl = await freshDatabase(engine.serverUrl, engine.name);
    db = await createDatabase({ kind: 'postgres', url: databaseUrl });
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'bench-catalogue-scale-'));
    db = await createDatabase({ kind: 'pglite', dir });
    cleanUp = () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const generated = await generateCatalogue(db, { products });
    return {
      db,
      databaseUrl,
      products: generated.products,
      async drop() {
        await db.destroy();
        cleanUp();
      },
    };
  } catch (error) {
    await db.destroy();
    cleanUp();
    throw error;
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../platform/db/create-database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { seedIfEmpty } from '../platform/db/seed/seed-database.ts';
import { createJobQueue } from '../platform/jobs/job-queue.ts';
import { createLogger } from '../platform/logger.ts';
import { PGLITE_TEMPLATE_ENV } from './test-database.ts';

// Runs once per `npm run test -w api` (node --test-global-setup). PGlite's initdb and the seed's
// scrypt hashes cost seconds; doing them once and copying the directory per test file keeps
// every file on its own fresh database without paying that each time. The test processes
// inherit the environment variable set here.

let templateDir: string | undefined;

export async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  templateDir = mkdtempSync(join(tmpdir(), 'api-test-template-'));
  const db = await createDatabase({ kind: 'pglite', dir: templateDir });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    // pg-boss installs its tables on its first start: done once here, not in every test file.
    const jobs = createJobQueue({ db, logger: createLogger('silent') });
    await jobs.start();
    await jobs.stop();
  } finally {
    await db.destroy();
  }
  process.env[PGLITE_TEMPLATE_ENV] = templateDir;
}

export async function globalTeardown(): Promise<void> {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
}

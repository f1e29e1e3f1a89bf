import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../platform/config.ts';

// An import's file lives under DATA_DIR/imports (outside the web root, shared by the api
// instances and workers of a deployment like the rest of DATA_DIR): the uploaded CSV, and the
// failed rows its last pass found.

function importsDir(config: Config): string {
  return join(config.dataDir, 'imports');
}

/** Stores the uploaded bytes under a new id (never the sender's file name). */
export async function storeImportFile(config: Config, bytes: Buffer): Promise<string> {
  const fileId = randomUUID();
  await mkdir(importsDir(config), { recursive: true });
  await writeFile(importFilePath(config, fileId), bytes);
  return fileId;
}

export function importFilePath(config: Config, fileId: string): string {
  return join(importsDir(config), `${fileId}.csv`);
}

/** The failed rows of the file's latest pass: one JSON array of cells per line, the header first. */
export function failedRowsPath(config: Config, fileId: string): string {
  return join(importsDir(config), `${fileId}.failed.ndjson`);
}

/** How long an import's files are kept: long enough to apply it and to download its failed rows. */
export const IMPORT_FILE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes the uploaded files and failed rows last written before `before`; answers how many. The
 * import itself (its job runs and audit rows) stays: its page then offers no download.
 */
export async function deleteImportFilesBefore(dataDir: string, before: Date): Promise<number> {
  const dir = join(dataDir, 'imports');
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let deleted = 0;
  for (const name of names) {
    const path = join(dir, name);
    const { mtime } = await stat(path);
    if (mtime < before) {
      await rm(path, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}

import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
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

import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../platform/db/schema.ts';
import { forgetCv, selectExpiredCvs } from './submission-repository.ts';

// Job applicants' CVs: personal data, kept under DATA_DIR/private/cvs (outside anything a web
// server serves, shared by the api instances like the rest of DATA_DIR), named by a key the api
// makes (never the sender's file name), readable only through the staff inbox's route, and
// deleted after the retention period by the housekeeping job.

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function cvPath(dataDir: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`unsafe CV key "${key}"`);
  return join(dataDir, 'private', 'cvs', key);
}

/** Stores the bytes under a new key; written aside and renamed, so nobody reads half a file. */
export async function storeCv(dataDir: string, bytes: Uint8Array): Promise<string> {
  const key = randomUUID();
  const path = cvPath(dataDir, key);
  await mkdir(join(dataDir, 'private', 'cvs'), { recursive: true });
  const partial = `${path}.${randomUUID()}.part`;
  await writeFile(partial, bytes);
  await rename(partial, path);
  return key;
}

export async function readCv(dataDir: string, key: string): Promise<Buffer | undefined> {
  try {
    return await readFile(cvPath(dataDir, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function deleteCv(dataDir: string, key: string): Promise<void> {
  await rm(cvPath(dataDir, key), { force: true });
}

/**
 * Deletes the CVs whose retention ended by `now`: the file first, then the row forgets it (the
 * submission itself stays in the inbox). Answers how many were deleted. Safe to run twice at once.
 */
export async function deleteExpiredCvs(db: Db, dataDir: string, now: Date): Promise<number> {
  const expired = await selectExpiredCvs(db, now);
  for (const { id, cv_key } of expired) {
    if (cv_key) await deleteCv(dataDir, cv_key);
    await forgetCv(db, id);
  }
  return expired.length;
}

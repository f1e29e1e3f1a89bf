import { readFile, stat } from 'node:fs/promises';

// Every page reads the local remotes' build files (their versions, their preloads). They change only
// when a build is deployed, so the parsed JSON is kept until the file's modification time or size
// changes: one stat per read instead of a read and a parse.
const parsed = new Map<string, { mtimeMs: number; size: number; json: unknown }>();

/** A build's JSON file, parsed; undefined when it is missing or half-written (callers fall back). */
export async function readBuiltJson(path: string): Promise<unknown> {
  try {
    const { mtimeMs, size } = await stat(path);
    const kept = parsed.get(path);
    if (kept && kept.mtimeMs === mtimeMs && kept.size === size) return kept.json;
    const json: unknown = JSON.parse(await readFile(path, 'utf8'));
    parsed.set(path, { mtimeMs, size, json });
    return json;
  } catch {
    return undefined;
  }
}

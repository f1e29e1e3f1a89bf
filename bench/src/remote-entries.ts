import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteFolder, remoteNames } from 'shared-domain';
import { gzipSize } from './gzip-size.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RemoteEntrySize {
  remote: string;
  gzipBytes: number;
}

/** gzip size of every remote's remoteEntry.js in its production dist. */
export function measureRemoteEntries(root = repoRoot): RemoteEntrySize[] {
  return remoteNames.map((name) => {
    const file = path.join(root, remoteFolder(name), 'dist', 'remoteEntry.js');
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
    return { remote: name, gzipBytes: gzipSize(readFileSync(file)) };
  });
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

// The error message of webpack-bundler-runtime's init, once per bundled copy of the bundler half
// of the federation runtime (the other half, runtime-core, is counted by FEDERATION_RUNTIME_MARKER).
export const BUNDLER_RUNTIME_MARKER = 'initOptions is required!';

/** The production JS files of the shell and of every remote whose text contains `marker`. */
export function distScriptsContaining(marker: string, root = repoRoot): string[] {
  const folders = ['shell', ...remoteNames.map(remoteFolder)];
  return folders.flatMap((folder) => {
    const dist = path.join(root, folder, 'dist');
    if (!existsSync(dist)) throw new Error(`${dist} is missing: run \`npm run build\` first`);
    return readdirSync(dist)
      .filter((file) => file.endsWith('.js') && readFileSync(path.join(dist, file), 'utf8').includes(marker))
      .map((file) => `${folder}/dist/${file}`);
  });
}

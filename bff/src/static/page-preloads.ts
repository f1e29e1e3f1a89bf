import { join, posix } from 'node:path';
import { type RemoteRegistryEntry, remoteFolder, remoteForPath } from 'shared-domain';
import { readBuiltJson } from './built-json.ts';
import { escapeHtml } from './html-escape.ts';

// What a page needs before it can paint, named in its <head> so the browser fetches it all at
// once, alongside the shell's main script, instead of discovering each file only after the
// previous one ran (main → start-up chunks → manifest → remoteEntry → the area's code).

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

/** Written by the shell's build: the chunks its start-up (bootstrap and its shared libraries) loads. */
export const SHELL_START_ASSETS = 'start-assets.json';

interface AssetList {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

interface ManifestLike {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: AssetList }[];
}

/** The shell's start-up chunks and the current area's entry and route code. */
export async function pagePreloads(
  staticRoot: string,
  registry: RemoteRegistryEntry[],
  pathname: string,
): Promise<Preload[]> {
  const [shell, area] = await Promise.all([
    shellStartPreloads(staticRoot),
    areaPreloads(staticRoot, remoteForPath(registry, pathname)),
  ]);
  return [...shell, ...area];
}

async function shellStartPreloads(staticRoot: string): Promise<Preload[]> {
  const assets = (await readBuiltJson(join(staticRoot, 'shell', 'dist', SHELL_START_ASSETS))) as
    | { js?: unknown; css?: unknown }
    | undefined;
  return [
    ...stringsOf(assets?.css).map((file) => ({ href: `/${file}`, as: 'style' as const })),
    ...stringsOf(assets?.js).map((file) => ({ href: `/${file}`, as: 'script' as const })),
  ];
}

/**
 * The area's mf-manifest.json, its remoteEntry.js and the synchronous files of its `./routes`.
 * Only for a remote served from this bff: its manifest is on disk. One deployed elsewhere gets its
 * manifest preloaded, the rest is found at runtime.
 */
async function areaPreloads(staticRoot: string, entry: RemoteRegistryEntry | undefined): Promise<Preload[]> {
  if (!entry) return [];
  const manifestPreload: Preload = { href: entry.entry, as: 'fetch' };
  if (entry.entry !== `/remotes/${entry.name}/mf-manifest.json`) return [manifestPreload];
  const manifest = (await readBuiltJson(
    join(staticRoot, remoteFolder(entry.name), 'dist', 'mf-manifest.json'),
  )) as ManifestLike | undefined;
  if (!manifest) return [manifestPreload];
  const base = `/remotes/${entry.name}/`;
  const url = (file: string) => posix.join(base, file);
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes' || expose.path === './routes');
  const remoteEntry = manifest.metaData?.remoteEntry;
  return [
    manifestPreload,
    ...stringsOf(routes?.assets?.css?.sync).map((file) => ({ href: url(file), as: 'style' as const })),
    ...(remoteEntry?.name
      ? [{ href: url(posix.join(remoteEntry.path ?? '', remoteEntry.name)), as: 'script' as const }]
      : []),
    ...stringsOf(routes?.assets?.js?.sync).map((file) => ({ href: url(file), as: 'script' as const })),
  ];
}

/** The <link> elements; `fetch` preloads need `crossorigin` to match the runtime's fetch(). */
export function preloadLinks(preloads: Preload[]): string {
  return preloads
    .map(({ href, as }) => {
      const crossorigin = as === 'fetch' ? ' crossorigin' : '';
      return `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossorigin}>`;
    })
    .join('');
}

function stringsOf(value: unknown): string[] {
  // Only plain relative file names: a manifest is build output, but never trusted to write markup.
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && /^[\w./-]+$/.test(item))
    : [];
}

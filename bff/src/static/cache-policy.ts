import { basename, extname } from 'node:path';

// Two cache classes: files whose name changes with their content are cached
// forever; every other file (index.html, mf-manifest.json, remoteEntry.js, favicon, …) keeps its
// name across builds and must be revalidated, or users would run stale code after a deploy.

export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'no-cache';

/** Entry points the runtime addresses by a fixed name; they are never immutable, whatever their name. */
const fixedNameFiles = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** A bundler content hash in the file name: main.3f9a1c2b.js, 512.9e0d4b1f8a2c7d66.css. */
const contentHash = /\.[0-9a-f]{8,}\./;

export function isHashedAsset(filePath: string): boolean {
  const name = basename(filePath);
  return !fixedNameFiles.has(name) && contentHash.test(name);
}

export function cacheControlFor(filePath: string): string {
  return isHashedAsset(filePath) ? immutableCacheControl : revalidateCacheControl;
}

/**
 * Whether a URL path names a file (has an extension) rather than a client-side route. The
 * extension must start with a letter so product slugs like /produkt/galaxy-s24.5 stay routes.
 */
export function looksLikeFile(urlPath: string): boolean {
  return /^\.[a-z][a-z0-9]{0,7}$/i.test(extname(urlPath));
}

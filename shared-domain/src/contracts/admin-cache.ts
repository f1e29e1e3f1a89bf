import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';

// The cache purge dialog: POST /api/new/core/fastly/purge. The Default tab sends the keys
// 'html endpoint' (every HTML page and every cached api answer), Key sends the keys staff type, URL
// sends one URL, Purge All sends mode full.

export const cachePurgeModes = ['key', 'url', 'full'] as const;
export type CachePurgeMode = (typeof cachePurgeModes)[number];

/** The key every storefront page carries and the key every cacheable api answer carries. */
export const DEFAULT_PURGE_KEYS = 'html endpoint';

const surrogateKey = /^[A-Za-z0-9_.:-]{1,256}$/;

export const cachePurgeRequestSchema = z
  .object({
    mode: z.enum(cachePurgeModes).default('key'),
    /** Surrogate keys separated by spaces. */
    keys: storableString().max(2048).optional(),
    url: storableString().max(2048).optional(),
    /** Marks the content stale instead of removing it: served while it is fetched again. */
    soft_purge: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    if (body.mode === 'key') {
      const keys = (body.keys ?? '').split(/\s+/).filter(Boolean);
      if (keys.length === 0) context.addIssue({ code: 'custom', path: ['keys'], message: 'required' });
      else if (keys.length > 64 || keys.some((key) => !surrogateKey.test(key)))
        context.addIssue({ code: 'custom', path: ['keys'], message: 'invalidCharacters' });
    }
    if (body.mode === 'url') {
      const url = body.url?.trim() ?? '';
      if (url === '') context.addIssue({ code: 'custom', path: ['url'], message: 'required' });
      else if (!isPurgeableUrl(url)) context.addIssue({ code: 'custom', path: ['url'], message: 'link' });
    }
  });
export type CachePurgeRequest = z.input<typeof cachePurgeRequestSchema>;

/** An absolute http(s) URL: scheme, host, then the path and query the caches key by. */
const absoluteUrl = /^https?:\/\/[^/?#\s]+(?<path>[^#\s]*)/i;

/** A path on the shop (`/api/new/…`) or an absolute http(s) URL, without spaces. */
function isPurgeableUrl(url: string): boolean {
  if (/\s/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  return absoluteUrl.test(url);
}

/** What was purged, and where: the bff applies the same purge to its own cache. */
export const cachePurgeResultSchema = z.object({
  mode: z.enum(cachePurgeModes),
  keys: z.array(storableString()),
  /** The path and query of the purged URL (the shop's own caches key by it). */
  path: storableString().nullable(),
  softPurge: z.boolean(),
  /** 'fastly' when the CDN was purged too; 'bff' when only the shop's own cache is. */
  target: z.enum(['fastly', 'bff']),
});
export type CachePurgeResult = z.infer<typeof cachePurgeResultSchema>;

/** The path and query of a purge URL, as the shop's caches key their entries. */
export function purgePathOf(url: string): string {
  if (url.startsWith('/')) return url;
  const path = absoluteUrl.exec(url)?.groups?.path ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

import type { Response } from 'express';
import { type CachePurger, cachePurgerOf } from '../catalogue/admin/cache-purger.ts';
import { PURGE_KEYS_HEADER } from '../content/pages/page-publishing.ts';
import type { Config } from '../platform/config.ts';

// A staff change of a store or an article shows at once: the answer names the cache keys it makes
// stale (the bff drops them from its shared cache as it relays the answer), and a CDN in front
// (Fastly) is purged by key first.
export function purgeAfterChange(config: Config, purger: CachePurger = cachePurgerOf(config)) {
  return async (res: Response, keys: readonly string[]): Promise<void> => {
    if (purger.target === 'fastly')
      await purger.purge({ mode: 'key', keys: [...keys], path: null, softPurge: false });
    res.set(PURGE_KEYS_HEADER, keys.join(' '));
  };
}

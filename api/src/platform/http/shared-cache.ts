import type { Response } from 'express';

// Public catalogue answers are cached by the shop's bff and by a CDN in front of it, never by the
// browser (max-age=0), so a purge reaches every customer at once. `Surrogate-Key` tags each answer
// so staff can purge by key: every cacheable api answer carries `endpoint` (the Default tab of the
// purge dialog purges "html endpoint"), plus keys naming what it shows (`product-12`, `menu`…).

/** The key of every cacheable api answer. */
export const ENDPOINT_KEY = 'endpoint';

export function sharedCache(res: Response, options: { seconds: number; keys?: readonly string[] }): Response {
  const keys = [ENDPOINT_KEY, ...(options.keys ?? [])];
  return res.set({
    'Cache-Control': `public, max-age=0, s-maxage=${options.seconds}`,
    'Surrogate-Key': keys.join(' '),
  });
}

/** How long shared caches keep catalogue answers (listings, product pages): a purge is faster. */
export const CATALOGUE_SECONDS = 60;

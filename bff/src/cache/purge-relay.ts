import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import type { PurgeInstruction, ResponseCache } from './response-cache.ts';

// The cache purge is the api's route (staff only, audited, Fastly when configured); the bff relays
// it like any other and, when the api confirms a purge, applies the same purge to its own cache
// before the answer reaches the browser — so the next page staff open is already fresh.

export const PURGE_PATH = '/api/new/core/fastly/purge';

/**
 * Staff changes that make cached answers stale (publishing a content page, saving a menu) name
 * their Surrogate-Keys in this header of a successful answer; the bff drops those answers.
 */
export const PURGE_KEYS_HEADER = 'x-cache-purge-keys';

export function applyConfirmedPurge(cache: ResponseCache, proxyRes: IncomingMessage, req: Request): void {
  applyPurgeKeysHeader(cache, proxyRes, req);
  if (req.method !== 'POST' || req.path !== PURGE_PATH || proxyRes.statusCode !== 200) return;
  const chunks: Buffer[] = [];
  proxyRes.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Registered before the proxy pipes the answer on, so this runs before the browser's answer ends.
  proxyRes.on('end', () => {
    const instruction = purgeInstructionOf(Buffer.concat(chunks).toString('utf8'));
    if (instruction) {
      const purged = cache.purge(instruction);
      req.log?.info({ purge: instruction, purged }, 'shared cache purged');
    }
  });
}

function applyPurgeKeysHeader(cache: ResponseCache, proxyRes: IncomingMessage, req: Request): void {
  const header = proxyRes.headers[PURGE_KEYS_HEADER];
  const status = proxyRes.statusCode ?? 0;
  if (req.method === 'GET' || typeof header !== 'string' || status < 200 || status >= 300) return;
  const keys = header.split(/\s+/).filter(Boolean);
  if (keys.length === 0) return;
  const purged = cache.purge({ mode: 'key', keys, path: null, softPurge: false });
  req.log?.info({ purge: keys, purged }, 'shared cache purged by a staff change');
}

function purgeInstructionOf(text: string): PurgeInstruction | undefined {
  try {
    const body = JSON.parse(text) as Partial<PurgeInstruction>;
    if (body.mode !== 'key' && body.mode !== 'url' && body.mode !== 'full') return undefined;
    return {
      mode: body.mode,
      keys: Array.isArray(body.keys) ? body.keys.filter((key) => typeof key === 'string') : [],
      path: typeof body.path === 'string' ? body.path : null,
      softPurge: body.softPurge === true,
    };
  } catch {
    return undefined;
  }
}

import type { CachePurgeResult } from 'shared-domain';
import type { Config } from '../../platform/config.ts';

// Where a purge goes. The shop's own bff keeps a shared cache of the catalogue answers; it applies
// every purge the api confirms (it relays this route). With Fastly configured, the CDN in front of
// the bff is purged first through Fastly's API, and a refusal there fails the whole purge.

export type PurgeOrder = Omit<CachePurgeResult, 'target'>;

export interface CachePurger {
  readonly target: CachePurgeResult['target'];
  purge(order: PurgeOrder): Promise<void>;
}

/** The purge of the bff's own cache is done by the bff when it relays the answer: nothing to do here. */
export const bffCachePurger: CachePurger = {
  target: 'bff',
  async purge() {},
};

export class CachePurgeFailed extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CachePurgeFailed';
    this.status = status;
  }
}

const FASTLY_TIMEOUT_MS = 10_000;

/**
 * Fastly's purge API: keys in one batch call (`POST /service/{id}/purge` with a `Surrogate-Key`
 * header), a URL with the `PURGE` method on the URL itself, everything with `purge_all` (which
 * Fastly cannot do softly). `Fastly-Soft-Purge: 1` marks content stale instead of removing it.
 */
export function fastlyPurger(fastly: NonNullable<Config['fastly']>, publicUrl: string): CachePurger {
  const service = `${fastly.apiUrl}/service/${encodeURIComponent(fastly.serviceId)}`;
  return {
    target: 'fastly',
    async purge(order) {
      const headers: Record<string, string> = { 'Fastly-Key': fastly.apiToken, accept: 'application/json' };
      if (order.softPurge && order.mode !== 'full') headers['Fastly-Soft-Purge'] = '1';
      if (order.mode === 'key') {
        await call(`${service}/purge`, {
          method: 'POST',
          headers: { ...headers, 'Surrogate-Key': order.keys.join(' ') },
        });
      } else if (order.mode === 'url') {
        await call(new URL(order.path ?? '/', `${publicUrl}/`).href, { method: 'PURGE', headers });
      } else {
        await call(`${service}/purge_all`, { method: 'POST', headers });
      }
    },
  };
}

async function call(url: string, init: RequestInit): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(FASTLY_TIMEOUT_MS) });
  } catch (error) {
    throw new CachePurgeFailed(`Fastly could not be reached: ${(error as Error).message}`, undefined, {
      cause: error,
    });
  }
  await response.body?.cancel();
  if (!response.ok) throw new CachePurgeFailed(`Fastly answered ${response.status}`, response.status);
}

export function cachePurgerOf(config: Config): CachePurger {
  return config.fastly ? fastlyPurger(config.fastly, config.publicUrl) : bffCachePurger;
}

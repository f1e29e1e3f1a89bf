// The bff's shared cache of public api answers: what the api marks `s-maxage` (and Surrogate-Key)
// is kept here for that long and served to every visitor without asking the api again, the way a
// CDN would. Staff purge it by key, by URL or whole (the cache purge dialog). A soft purge marks
// entries stale: the next request fetches a fresh answer, and a stale one is served only when the
// api cannot answer.

export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  keys: readonly string[];
  storedAt: number;
  freshForMs: number;
  stale: boolean;
}

export interface PurgeInstruction {
  mode: 'key' | 'url' | 'full';
  keys: readonly string[];
  path: string | null;
  softPurge: boolean;
}

export interface CacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** Answers larger than this are passed through without being kept. */
  maxEntryBytes: number;
}

export const DEFAULT_CACHE_LIMITS: CacheLimits = {
  maxEntries: 5_000,
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
};

export class ResponseCache {
  readonly limits: CacheLimits;
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(limits: CacheLimits = DEFAULT_CACHE_LIMITS, now: () => number = Date.now) {
    this.limits = limits;
    this.now = now;
  }

  /** A fresh answer for the path and query, or undefined; a hit becomes the most recently used. */
  fresh(url: string): CachedAnswer | undefined {
    const entry = this.entries.get(url);
    if (!entry || entry.stale || this.now() - entry.storedAt >= entry.freshForMs) return undefined;
    this.entries.delete(url);
    this.entries.set(url, entry);
    return entry;
  }

  /** Any answer kept for the URL, fresh or not: served when the api fails. */
  any(url: string): CachedAnswer | undefined {
    return this.entries.get(url);
  }

  ageSeconds(entry: CachedAnswer): number {
    return Math.max(0, Math.floor((this.now() - entry.storedAt) / 1000));
  }

  store(url: string, answer: Omit<CachedAnswer, 'storedAt' | 'stale'>): void {
    if (answer.body.length > this.limits.maxEntryBytes) return;
    this.remove(url);
    this.entries.set(url, { ...answer, storedAt: this.now(), stale: false });
    this.bytes += answer.body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Applies a purge; answers how many entries it removed or marked stale. */
  purge(instruction: PurgeInstruction): number {
    const matches = [...this.entries].filter(([url, entry]) => {
      if (instruction.mode === 'full') return true;
      if (instruction.mode === 'url') return url === instruction.path;
      return entry.keys.some((key) => instruction.keys.includes(key));
    });
    for (const [url, entry] of matches) {
      if (instruction.softPurge) entry.stale = true;
      else this.remove(url);
    }
    return matches.length;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(url: string): void {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.entries.delete(url);
    this.bytes -= entry.body.length;
  }
}

/** How long a shared cache may keep an answer, from Surrogate-Control or Cache-Control's s-maxage. */
export function sharedMaxAgeMs(headers: {
  cacheControl: string | undefined;
  surrogateControl: string | undefined;
}): number | undefined {
  const fromSurrogate = /(?:^|[,\s])max-age=(\d+)/.exec(headers.surrogateControl ?? '');
  const fromCacheControl = /(?:^|[,\s])s-maxage=(\d+)/.exec(headers.cacheControl ?? '');
  const seconds = fromSurrogate?.[1] ?? fromCacheControl?.[1];
  if (seconds === undefined) return undefined;
  if (/(?:^|[,\s])(private|no-store)(?:$|[,\s])/.test(headers.cacheControl ?? '')) return undefined;
  return Number(seconds) * 1000;
}

export function surrogateKeysOf(header: string | undefined): string[] {
  return (header ?? '').split(/\s+/).filter(Boolean);
}

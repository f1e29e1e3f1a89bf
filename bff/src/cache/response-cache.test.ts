import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ResponseCache, sharedMaxAgeMs, surrogateKeysOf } from './response-cache.ts';

function answer(body: string, keys: string[] = ['endpoint'], freshForMs = 60_000) {
  return {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(body),
    keys,
    freshForMs,
  };
}

describe('ResponseCache', () => {
  it('answers fresh entries only, until their s-maxage passes', () => {
    let now = 1_000;
    const cache = new ResponseCache(undefined, () => now);
    cache.store('/a', answer('1', ['endpoint'], 5_000));
    assert.equal(cache.fresh('/a')?.body.toString(), '1');
    now += 5_000;
    assert.equal(cache.fresh('/a'), undefined);
    assert.equal(cache.any('/a')?.body.toString(), '1', 'an expired answer is still there for an api outage');
  });

  it('drops the least recently used entries beyond its limits, and never keeps an oversized answer', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1_000, maxEntryBytes: 10 });
    cache.store('/a', answer('a'));
    cache.store('/b', answer('b'));
    cache.fresh('/a');
    cache.store('/c', answer('c'));
    assert.equal(cache.any('/b'), undefined);
    assert.ok(cache.any('/a'));
    cache.store('/big', answer('x'.repeat(11)));
    assert.equal(cache.any('/big'), undefined);
  });

  it('purges by key, by URL and whole; softly marks entries stale instead', () => {
    const cache = new ResponseCache();
    cache.store('/p1', answer('1', ['endpoint', 'product-1']));
    cache.store('/p2', answer('2', ['endpoint', 'product-2']));
    assert.equal(cache.purge({ mode: 'key', keys: ['product-1'], path: null, softPurge: false }), 1);
    assert.equal(cache.any('/p1'), undefined);
    assert.equal(cache.purge({ mode: 'url', keys: [], path: '/p2', softPurge: true }), 1);
    assert.equal(cache.fresh('/p2'), undefined);
    assert.ok(cache.any('/p2'));
    assert.equal(cache.purge({ mode: 'full', keys: [], path: null, softPurge: false }), 1);
    assert.equal(cache.size, 0);
  });
});

describe('sharedMaxAgeMs', () => {
  it('reads Surrogate-Control first, then s-maxage, and never shares private answers', () => {
    assert.equal(
      sharedMaxAgeMs({ cacheControl: 'public, max-age=0, s-maxage=60', surrogateControl: undefined }),
      60_000,
    );
    assert.equal(sharedMaxAgeMs({ cacheControl: 's-maxage=60', surrogateControl: 'max-age=300' }), 300_000);
    assert.equal(
      sharedMaxAgeMs({ cacheControl: 'public, max-age=60', surrogateControl: undefined }),
      undefined,
    );
    assert.equal(
      sharedMaxAgeMs({ cacheControl: 'private, s-maxage=60', surrogateControl: undefined }),
      undefined,
    );
    assert.deepEqual(surrogateKeysOf(' endpoint  product-1 '), ['endpoint', 'product-1']);
  });
});

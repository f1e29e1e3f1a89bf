import { cachePurgeRequestSchema, purgePathOf } from './admin-cache.ts';

describe('cache purge request', () => {
  it('keys the purged URL by its path and query, as the caches do', () => {
    expect(purgePathOf('https://shop.example/api/new/catalogue/browse/?q=a#x')).toBe(
      '/api/new/catalogue/browse/?q=a',
    );
    expect(purgePathOf('http://shop.example?q=1')).toBe('/?q=1');
    expect(purgePathOf('/api/new/menu')).toBe('/api/new/menu');
  });

  it('takes paths and http(s) URLs only, and surrogate keys without odd characters', () => {
    const valid = (body: object) => cachePurgeRequestSchema.safeParse(body).success;
    expect(valid({ mode: 'url', url: '/telefony' })).toBe(true);
    expect(valid({ mode: 'url', url: 'https://shop.example/telefony' })).toBe(true);
    expect(valid({ mode: 'url', url: '//evil.example/x' })).toBe(false);
    expect(valid({ mode: 'url', url: 'javascript:alert(1)' })).toBe(false);
    expect(valid({ mode: 'url', url: 'https://shop.example/a b' })).toBe(false);
    expect(valid({ keys: 'html endpoint' })).toBe(true);
    expect(valid({ keys: 'product-1 <b>' })).toBe(false);
    expect(valid({ mode: 'full' })).toBe(true);
  });
});

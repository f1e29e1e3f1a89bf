import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cacheControlFor, isHashedAsset, looksLikeFile } from './cache-policy.ts';

describe('isHashedAsset', () => {
  it('recognises bundler content hashes of 8 or more hex digits', () => {
    for (const name of [
      'main.3f9a1c2b.js',
      '/static/js/512.9e0d4b1f8a2c7d66.js',
      'styles.0a1b2c3d4e5f6a7b.css',
      '__federation_expose_routes.deadbeef00.js',
      'logo.abcdef12.svg',
    ]) {
      assert.equal(isHashedAsset(name), true, name);
    }
  });

  it('treats fixed names and short or non-hex segments as revalidated', () => {
    for (const name of [
      'index.html',
      'remoteEntry.js',
      'mf-manifest.json',
      'favicon.ico',
      'main.js',
      'main.3f9a1c2.js', // 7 digits
      'main.3f9a1c2g.js', // not hex
      'main-3f9a1c2b.js', // hash not between dots
      'main.3f9a1c2b', // no extension after the hash
      'vendor.3F9A1C2B.js', // bundlers emit lower-case hex
    ]) {
      assert.equal(isHashedAsset(name), false, name);
    }
  });

  it('maps the rule to the two Cache-Control values', () => {
    assert.equal(cacheControlFor('/dist/main.3f9a1c2b.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/dist/remoteEntry.js'), 'no-cache');
  });
});

describe('looksLikeFile', () => {
  it('separates files from client-side routes', () => {
    assert.equal(looksLikeFile('/main.3f9a1c2b.js'), true);
    assert.equal(looksLikeFile('/favicon.ico'), true);
    assert.equal(looksLikeFile('/kosik'), false);
    assert.equal(looksLikeFile('/produkt/iphone-15'), false);
    assert.equal(looksLikeFile('/produkt/galaxy-s24.5'), false, 'a numeric "extension" is part of a slug');
    assert.equal(looksLikeFile('/'), false);
  });
});

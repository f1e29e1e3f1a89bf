import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from './config.ts';

describe('PUBLIC_URL', () => {
  test('defaults to the bff on localhost, on PORT when it is set', () => {
    assert.equal(loadConfig({}).publicUrl, 'http://localhost:3000');
    assert.equal(loadConfig({ PORT: '3005' }).publicUrl, 'http://localhost:3005');
  });

  test('keeps an origin and a path prefix, without the trailing slash', () => {
    assert.equal(
      loadConfig({ PUBLIC_URL: 'https://www.mobilni-svet.example/' }).publicUrl,
      'https://www.mobilni-svet.example',
    );
    assert.equal(
      loadConfig({ PUBLIC_URL: ' https://shop.example/cz/ ' }).publicUrl,
      'https://shop.example/cz',
    );
  });

  test('refuses anything but an absolute http(s) URL', () => {
    for (const value of ['shop.example', 'ftp://shop.example', '/relative']) {
      assert.throws(
        () => loadConfig({ PUBLIC_URL: value }),
        /PUBLIC_URL must be an absolute http\(s\) URL/,
        value,
      );
    }
  });
});

import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig, remoteOverrideVariable } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a local run', () => {
    const config = loadConfig({});
    assert.equal(config.port, 3000);
    assert.equal(config.apiUrl, 'http://127.0.0.1:3001');
    assert.equal(config.shop, 'cz');
    assert.equal(config.staticRoot, resolve(import.meta.dirname, '..', '..'));
    assert.deepEqual(config.remoteOverrides, {});
    assert.equal(config.bodyLimitBytes, 1024 * 1024);
    assert.equal(config.readyTimeoutMs, 1000);
    assert.equal(config.logLevel, 'info');
    // Long enough for a load balancer to see /readyz turn 503 before the listener closes.
    assert.equal(config.shutdownDelayMs, 5000);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      API_URL: 'http://api.internal:9000/',
      SHOP: 'RO',
      STATIC_ROOT: '/srv/shop',
      REMOTE_MFE_CART_URL: 'https://cdn.example.com/cart/mf-manifest.json',
      REMOTE_MFE_ADMIN_URL: '/other/mf-manifest.json',
      API_TIMEOUT_MS: '2500',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '1',
    });
    assert.equal(config.port, 8080);
    assert.equal(
      config.apiUrl,
      'http://api.internal:9000',
      'trailing slash dropped so paths can be appended',
    );
    assert.equal(config.shop, 'ro');
    assert.equal(config.staticRoot, '/srv/shop');
    assert.deepEqual(config.remoteOverrides, {
      mfe_cart: 'https://cdn.example.com/cart/mf-manifest.json',
      mfe_admin: '/other/mf-manifest.json',
    });
    assert.equal(config.apiTimeoutMs, 2500);
    assert.equal(config.logLevel, 'debug');
    assert.equal(config.trustProxy, 1);
  });

  it('names the override variable after the upper-cased remote name', () => {
    assert.equal(remoteOverrideVariable('mfe_cart'), 'REMOTE_MFE_CART_URL');
    assert.equal(remoteOverrideVariable('mfe_warehouse'), 'REMOTE_MFE_WAREHOUSE_URL');
  });

  it('refuses bad values at startup instead of at the first request', () => {
    assert.throws(() => loadConfig({ SHOP: 'de' }), /SHOP/);
    assert.throws(() => loadConfig({ DEV_REMOTE_ORIGINS: 'ftp://files.example' }), /DEV_REMOTE_ORIGINS/);
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => loadConfig({ API_URL: 'localhost:3001' }), /API_URL/);
    assert.throws(() => loadConfig({ REMOTE_MFE_CART_URL: 'cdn.example.com/x.json' }), /REMOTE_MFE_CART_URL/);
    assert.throws(
      () => loadConfig({ REMOTE_MFE_CART_URL: '//cdn.example.com/x.json' }),
      /REMOTE_MFE_CART_URL/,
    );
    assert.throws(() => loadConfig({ REMOTE_MFE_CART_URL: 'javascript:alert(1)' }), /REMOTE_MFE_CART_URL/);
  });
});

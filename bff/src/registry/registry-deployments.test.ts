import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { RemoteRegistryEntry } from 'shared-domain';
import type { Config } from '../config.ts';
import { createStaticRoot, removeStaticRoot, startBff, testConfig } from '../test-support/fixtures.ts';
import { CANARY_COOKIE } from './canary-bucket.ts';
import { fileRegistryStore } from './registry-store.ts';
import {
  deployRelease,
  promoteCanary,
  RegistryChangeRefused,
  type RemoteDeployment,
  rollBack,
  startCanary,
} from './remote-deployments.ts';

// The operator's moves (set, canary, promote, rollback) and what a running bff serves after each:
// the next request sees the change, canary buckets stick to the browser, the CSP follows.

const builtIn = { entry: '/remotes/mfe_cart/mf-manifest.json', version: '1.0.0' };
const next = { entry: 'https://cdn.example.com/cart/2.0.0/mf-manifest.json', version: '2.0.0' };
const now = new Date('2026-11-27T10:00:00Z');

describe('registry moves', () => {
  it('a set keeps what it replaced as the previous release', () => {
    const deployed = deployRelease(builtIn, undefined, next, now);
    assert.deepEqual(deployed, { current: next, previous: builtIn, changedAt: now.toISOString() });
  });

  it('a canary leaves the current release to everyone outside its share, and promote hands it to all', () => {
    const canary = startCanary(builtIn, undefined, next, 25, now);
    assert.deepEqual(canary.current, builtIn);
    assert.deepEqual(canary.canary, { ...next, percent: 25 });
    const promoted = promoteCanary(canary, now);
    assert.deepEqual(promoted, { current: next, previous: builtIn, changedAt: now.toISOString() });
  });

  it('rollback stops a canary first, then swaps back to the previous release (twice undoes it)', () => {
    const canary = startCanary(builtIn, deployRelease(builtIn, undefined, next, now), builtIn, 10, now);
    assert.equal(rollBack(canary, now).canary, undefined);
    const deployed = deployRelease(builtIn, undefined, next, now);
    const back = rollBack(deployed, now);
    assert.deepEqual([back.current, back.previous], [builtIn, next]);
    assert.deepEqual(rollBack(back, now).current, next);
  });

  it('refuses moves that make no sense, with the reason', () => {
    assert.throws(() => promoteCanary(undefined, now), RegistryChangeRefused);
    assert.throws(() => rollBack(undefined, now), /no previous release/);
    for (const percent of [0, 100, 12.5, Number.NaN]) {
      assert.throws(() => startCanary(builtIn, undefined, next, percent, now), /from 1 to 99/);
    }
  });
});

describe('a running bff follows the registry', () => {
  let staticRoot: string;
  let config: Config;
  before(async () => {
    staticRoot = await createStaticRoot();
    config = testConfig({ env: { STATIC_ROOT: staticRoot } });
  });
  after(() => removeStaticRoot(staticRoot));

  async function cartFor(url: string, cookie?: string) {
    const response = await fetch(`${url}/remotes.json`, { headers: cookie ? { cookie } : {} });
    const entries = (await response.json()) as RemoteRegistryEntry[];
    return { response, cart: entries.find((entry) => entry.name === 'mfe_cart') };
  }

  async function save(deployment: RemoteDeployment) {
    await fileRegistryStore(config.registry.file).save('mfe_cart', deployment);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // read again at most once a second
  }

  it('serves a deployed build, its canary to the browsers in its share only, and allows its origin', async () => {
    const bff = await startBff(config);
    try {
      const before = await cartFor(bff.url);
      assert.equal(before.cart?.entry, builtIn.entry);
      assert.equal(before.response.headers.get('set-cookie'), null, 'no bucket cookie without a canary');

      await save(startCanary(builtIn, undefined, next, 30, now));
      const inShare = await cartFor(bff.url, `${CANARY_COOKIE}=29`);
      const outside = await cartFor(bff.url, `${CANARY_COOKIE}=30`);
      assert.equal(inShare.cart?.entry, next.entry);
      assert.equal(inShare.cart?.version, '2.0.0');
      assert.equal(outside.cart?.entry, builtIn.entry);
      const csp = outside.response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.com/);

      // A new browser is given a bucket, and keeps getting the build that bucket chose.
      const first = await cartFor(bff.url);
      const cookie = String(first.response.headers.get('set-cookie')).split(';')[0];
      assert.match(cookie, new RegExp(`^${CANARY_COOKIE}=\\d{1,2}$`));
      for (let visit = 0; visit < 3; visit++) {
        assert.equal((await cartFor(bff.url, cookie)).cart?.entry, first.cart?.entry);
      }

      await save(promoteCanary(startCanary(builtIn, undefined, next, 30, now), now));
      assert.equal((await cartFor(bff.url, `${CANARY_COOKIE}=99`)).cart?.entry, next.entry);
    } finally {
      await bff.shutdown();
    }
  });

  it('keeps the shop up when the registry cannot be read, with the last deployments it read', async () => {
    await save(deployRelease(builtIn, undefined, next, now));
    const bff = await startBff(config);
    try {
      assert.equal((await cartFor(bff.url)).cart?.entry, next.entry);
      await writeFile(config.registry.file, '{ edited by hand');
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const { response, cart } = await cartFor(bff.url);
      assert.equal(response.status, 200);
      assert.equal(cart?.entry, next.entry);
      assert.equal((await fetch(`${bff.url}/healthz`)).status, 200);
    } finally {
      await bff.shutdown();
    }
  });
});

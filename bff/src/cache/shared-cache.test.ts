import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningServer } from '../server.ts';
import { type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';
import { ResponseCache } from './response-cache.ts';

// The api stands in with a price that staff change: the catalogue answer is shareable for a minute
// and tagged, the favourites answer is personal, and the purge route confirms what it purged.
let price = 100;
let calls = 0;
let purgeAnswer = 200;
let api: StubApi;
let bff: RunningServer;
const cache = new ResponseCache();

before(async () => {
  api = await startStubApi((app) => {
    app.get('/api/new/catalogue/products/phone', (_req, res) => {
      calls += 1;
      res
        .set({ 'Cache-Control': 'public, max-age=0, s-maxage=60', 'Surrogate-Key': 'endpoint product-7' })
        .json({ price });
    });
    app.get('/api/new/catalogue/products/case', (_req, res) => {
      calls += 1;
      res
        .set({ 'Cache-Control': 'public, max-age=0, s-maxage=60', 'Surrogate-Key': 'endpoint product-8' })
        .json({ price });
    });
    app.get('/api/new/catalogue/favourites/', (_req, res) => {
      calls += 1;
      res.set('Cache-Control', 'no-store').json({ items: [price] });
    });
    // Publishing a content page names the keys its change made stale.
    app.post('/api/new/content/admin/pages/1/publish', (_req, res) => {
      res.set('X-Cache-Purge-Keys', 'product-8').json({ published: true });
    });
    app.post('/api/new/core/fastly/purge', readJsonBody, (req, res) => {
      if (purgeAnswer !== 200) {
        res.status(purgeAnswer).json({ type: 'upstream', code: 'cache_purge_failed', message: 'x' });
        return;
      }
      const body = req.body as { mode?: string; keys?: string; url?: string; soft_purge?: boolean };
      res.json({
        mode: body.mode ?? 'key',
        keys: (body.keys ?? '').split(' ').filter(Boolean),
        path: body.url ?? null,
        softPurge: body.soft_purge === true,
        target: 'bff',
      });
    });
  });
  bff = await startBff(testConfig({ apiUrl: api.url }), { cache });
});

after(async () => {
  await bff.shutdown();
  await api.close();
});

// A tiny JSON body reader, so the stub does not depend on the bff's own middleware.
function readJsonBody(req: import('express').Request, _res: unknown, next: () => void): void {
  let text = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    text += chunk;
  });
  req.on('end', () => {
    req.body = text ? JSON.parse(text) : {};
    next();
  });
}

async function get(path: string): Promise<{ price: number; cache: string | null; body: unknown }> {
  const response = await fetch(`${bff.url}${path}`);
  const body = (await response.json()) as { price: number };
  return { price: body.price, cache: response.headers.get('x-cache'), body };
}

async function purge(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${bff.url}/api/new/core/fastly/purge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: bff.url },
    body: JSON.stringify(body),
  });
}

describe('the shared cache of public api answers', () => {
  it('serves a shareable answer from memory until it is purged by one of its keys', async () => {
    price = 100;
    const before = calls;
    assert.deepEqual(await get('/api/new/catalogue/products/phone').then((r) => [r.price, r.cache]), [
      100,
      'MISS',
    ]);
    price = 90; // staff change the price in the admin
    assert.deepEqual(await get('/api/new/catalogue/products/phone').then((r) => [r.price, r.cache]), [
      100,
      'HIT',
    ]);
    assert.equal(calls, before + 1, 'the second visitor did not reach the api');

    assert.equal((await purge({ keys: 'product-7' })).status, 200);
    assert.deepEqual(await get('/api/new/catalogue/products/phone').then((r) => [r.price, r.cache]), [
      90,
      'MISS',
    ]);
  });

  it('purges one URL and leaves the others', async () => {
    price = 50;
    await get('/api/new/catalogue/products/phone');
    await get('/api/new/catalogue/products/case');
    price = 40;
    await purge({ mode: 'url', url: '/api/new/catalogue/products/case' });
    assert.equal((await get('/api/new/catalogue/products/case')).price, 40);
    assert.equal((await get('/api/new/catalogue/products/phone')).cache, 'HIT');
  });

  it('purges everything with mode full, and softly (stale, fetched again) when asked', async () => {
    price = 30;
    await purge({ mode: 'full' });
    await get('/api/new/catalogue/products/phone');
    price = 20;
    await purge({ keys: 'endpoint', soft_purge: true });
    assert.equal(cache.size > 0, true, 'a soft purge keeps the entries, marked stale');
    assert.deepEqual(await get('/api/new/catalogue/products/phone').then((r) => [r.price, r.cache]), [
      20,
      'MISS',
    ]);
  });

  it('keeps its entries when the api refuses the purge', async () => {
    price = 10;
    await purge({ mode: 'full' });
    await get('/api/new/catalogue/products/phone');
    price = 5;
    purgeAnswer = 502;
    const response = await purge({ mode: 'full' });
    purgeAnswer = 200;
    assert.equal(response.status, 502);
    assert.equal((await get('/api/new/catalogue/products/phone')).price, 10);
  });

  it('drops the answers a staff change names in X-Cache-Purge-Keys', async () => {
    price = 70;
    await purge({ mode: 'full' });
    await get('/api/new/catalogue/products/phone');
    await get('/api/new/catalogue/products/case');
    price = 60;
    const published = await fetch(`${bff.url}/api/new/content/admin/pages/1/publish`, {
      method: 'POST',
      headers: { origin: bff.url },
    });
    assert.equal(published.status, 200);
    await published.arrayBuffer();
    assert.deepEqual(await get('/api/new/catalogue/products/case').then((r) => [r.price, r.cache]), [
      60,
      'MISS',
    ]);
    assert.equal((await get('/api/new/catalogue/products/phone')).cache, 'HIT');
  });

  it('never keeps a personal answer', async () => {
    const before = calls;
    const first = await get('/api/new/catalogue/favourites/');
    await get('/api/new/catalogue/favourites/');
    assert.equal(first.cache, 'PASS');
    assert.equal(calls, before + 2);
  });
});

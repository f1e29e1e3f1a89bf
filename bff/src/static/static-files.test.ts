import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningServer } from '../server.ts';
import {
  bigScript,
  createStaticRoot,
  hashedRemoteAsset,
  hashedShellAsset,
  rawGet,
  removeStaticRoot,
  startBff,
  testConfig,
} from '../test-support/fixtures.ts';

const immutable = 'public, max-age=31536000, immutable';
const html = { accept: 'text/html,application/xhtml+xml' };

let staticRoot: string;
let bff: RunningServer;
before(async () => {
  staticRoot = await createStaticRoot();
  bff = await startBff(testConfig({ env: { STATIC_ROOT: staticRoot } }));
});
after(async () => {
  await bff.shutdown();
  await removeStaticRoot(staticRoot);
});

describe('cache headers', () => {
  it('caches hashed assets forever, in the shell and in a remote', async () => {
    for (const path of [`/${hashedShellAsset}`, `/remotes/mfe_cart/${hashedRemoteAsset}`]) {
      const response = await fetch(`${bff.url}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('cache-control'), immutable, path);
      assert.equal(await response.text(), bigScript);
    }
  });

  it('revalidates the fixed-name entry points with an ETag', async () => {
    for (const path of [
      '/remotes/mfe_cart/remoteEntry.js',
      '/remotes/mfe_cart/mf-manifest.json',
      '/favicon.svg',
    ]) {
      const response = await fetch(`${bff.url}${path}`);
      await response.arrayBuffer();
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
      assert.ok(response.headers.get('etag'), path);
    }
  });

  it('answers a conditional GET with 304', async () => {
    for (const path of ['/remotes/mfe_cart/remoteEntry.js', '/', '/kosik', `/${hashedShellAsset}`]) {
      const first = await rawGet(`${bff.url}${path}`, html);
      const etag = String(first.headers.etag ?? '');
      assert.ok(etag, path);
      const second = await rawGet(`${bff.url}${path}`, { ...html, 'if-none-match': etag });
      assert.equal(second.status, 304, path);
      assert.equal(second.body.length, 0);
    }
  });
});

describe('index.html and client routes', () => {
  it('renders the placeholders for the Czech shop on every client route', async () => {
    for (const path of ['/', '/kosik', '/produkt/galaxy-s24.5', '/index.html']) {
      const response = await fetch(`${bff.url}${path}`, { headers: html });
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
      assert.equal(response.headers.get('cache-control'), 'private, no-cache');
      assert.equal(response.headers.get('surrogate-key'), 'html');
      const page = await response.text();
      assert.match(page, /<html lang="cs">/);
      assert.match(page, /<title>Mobilní svět<\/title>/);
      assert.match(page, /data-shop="cz"/);
      assert.doesNotMatch(page, /__(LANG|SHOP|TITLE)__/);
    }
  });

  it('renders the Romanian shop for SHOP=ro', async () => {
    const ro = await startBff(testConfig({ env: { STATIC_ROOT: staticRoot, SHOP: 'ro' } }));
    try {
      const page = await (await fetch(`${ro.url}/cos`, { headers: html })).text();
      assert.match(page, /<html lang="ro">/);
      assert.match(page, /<title>Lumea Mobilă<\/title>/);
      assert.match(page, /data-shop="ro"/);
    } finally {
      await ro.shutdown();
    }
  });

  it('does not answer asset or API misses with the page', async () => {
    const missingAsset = await fetch(`${bff.url}/main.0000aaaa.js`, { headers: html });
    assert.equal(missingAsset.status, 404);
    const json = await fetch(`${bff.url}/kosik`, { headers: { accept: 'application/json' } });
    assert.equal(json.status, 404);
    assert.equal(((await json.json()) as { code: string }).code, 'not_found');
    const api = await fetch(`${bff.url}/api/unknown`, { headers: html });
    assert.equal(api.status, 404);
  });

  it('asks for a build with 503 when shell/dist is missing', async () => {
    const unbuilt = await createStaticRoot({ withoutShell: true });
    const server = await startBff(testConfig({ env: { STATIC_ROOT: unbuilt } }));
    try {
      const response = await fetch(`${server.url}/kosik`, { headers: html });
      assert.equal(response.status, 503);
      assert.match(await response.text(), /npm run build/);
      assert.equal(response.headers.get('cache-control'), 'no-store');
    } finally {
      await server.shutdown();
      await removeStaticRoot(unbuilt);
    }
  });
});

describe('remote files', () => {
  it('answers a missing remote file with 404, never with index.html', async () => {
    for (const path of [
      '/remotes/mfe_cart/missing.0123abcd.js',
      '/remotes/mfe_cart/some/route',
      '/remotes/mfe_buyout/mf-manifest.json', // remote not built
      '/remotes/mfe_unknown/mf-manifest.json',
    ]) {
      const response = await fetch(`${bff.url}${path}`, { headers: html });
      assert.equal(response.status, 404, path);
      const body = await response.text();
      assert.doesNotMatch(body, /<html/, path);
    }
  });

  it('does not let an encoded ../ climb out of the remote folder', async () => {
    const response = await rawGet(`${bff.url}/remotes/mfe_cart/..%2f..%2fshell%2fdist%2findex.html`, html);
    assert.equal(response.status, 404);
    assert.doesNotMatch(response.body.toString(), /<html/);
  });
});

describe('compression', () => {
  it('compresses text with brotli or gzip as the client accepts', async () => {
    for (const encoding of ['br', 'gzip']) {
      const script = await rawGet(`${bff.url}/${hashedShellAsset}`, { 'accept-encoding': encoding });
      assert.equal(script.headers['content-encoding'], encoding);
      assert.ok(script.body.length < bigScript.length / 4, `${encoding}: ${script.body.length} bytes`);
      const page = await rawGet(`${bff.url}/kosik`, { 'accept-encoding': encoding, ...html });
      assert.equal(page.headers['content-encoding'], encoding);
    }
  });

  it('sends plain bytes to a client that does not accept compression', async () => {
    const script = await rawGet(`${bff.url}/${hashedShellAsset}`, {});
    assert.equal(script.headers['content-encoding'], undefined);
    assert.equal(script.body.toString(), bigScript);
  });
});

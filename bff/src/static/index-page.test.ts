import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BootData, CurrentUser, ShellStartData } from 'shared-domain';
import type { RunningServer } from '../server.ts';
import {
  createStaticRoot,
  deadUrl,
  rawGet,
  removeStaticRoot,
  type StubApi,
  startBff,
  startStubApi,
  testConfig,
} from '../test-support/fixtures.ts';
import { PAGE_BOOT_TIMEOUT_MS } from './shell-start.ts';

// The index page carries what the shell needs to start (registry, the visitor's boot data) and
// preloads the current area's code, so the browser needs no extra round trips before it paints.

const html = { accept: 'text/html' };
const hostile = '</script><script>alert(1)</script><!--';
const users: Record<string, CurrentUser> = {
  'session=jana': {
    id: 7,
    email: 'jana.novakova@example.cz',
    firstName: hostile,
    lastName: 'Nováková \u2028',
    role: 'customer',
    companyName: null,
  },
  'session=petr': {
    id: 8,
    email: 'petr@example.cz',
    firstName: 'Petr',
    lastName: 'Svoboda',
    role: 'customer',
    companyName: null,
  },
};

/** The page's start-up data block, parsed as the shell parses it. */
function startDataOf(page: string): ShellStartData {
  const match = /<script type="application\/json" id="shell-start">([^<]*)<\/script>/.exec(page);
  assert.ok(match, 'the page has the start-up data block');
  return JSON.parse(match[1]) as ShellStartData;
}

function preloadsOf(page: string): string[] {
  return [...page.matchAll(/<link rel="preload"[^>]*>/g)].map((link) => link[0]);
}

let staticRoot: string;
let api: StubApi;
let bff: RunningServer;
let apiDelayMs = 0;
const cookiesSeen: string[] = [];

before(async () => {
  staticRoot = await createStaticRoot();
  const files: Record<string, string> = {
    'shell/dist/start-assets.json': JSON.stringify({
      js: ['boot.1a2b3c4d5e.js'],
      css: ['boot.6f7a8b9c0d.css'],
    }),
    'mfe-cart/dist/mf-manifest.json': JSON.stringify({
      name: 'mfe_cart',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, buildInfo: { buildVersion: '2.3.4' } },
      exposes: [
        {
          name: 'routes',
          path: './routes',
          assets: {
            js: {
              sync: ['559.aaaaaaaaaa.js', '__federation_expose_routes.bbbbbbbbbb.js'],
              async: ['lazy.cccccccccc.js'],
            },
            css: { sync: ['__federation_expose_routes.dddddddddd.css'], async: [] },
          },
        },
        { name: 'CartBadge', path: './CartBadge', assets: { js: { sync: ['badge.eeeeeeeeee.js'] } } },
      ],
    }),
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(staticRoot, path, '..'), { recursive: true });
    await writeFile(join(staticRoot, path), content);
  }
  api = await startStubApi((app) => {
    app.get('/api/new/accounts/me', async (req, res) => {
      cookiesSeen.push(String(req.headers.cookie));
      await new Promise((resolve) => setTimeout(resolve, apiDelayMs));
      res.setHeader('Set-Cookie', 'session=rotated; Path=/; HttpOnly');
      res.json({ user: users[String(req.headers.cookie)] ?? null });
    });
    app.get('/api/new/cart/count', (req, res) => {
      res.json({ count: req.headers.cookie === 'session=jana' ? 2 : 0 });
    });
  });
  bff = await startBff(testConfig({ env: { STATIC_ROOT: staticRoot, API_URL: api.url } }));
});

after(async () => {
  await bff.shutdown();
  await api.close();
  await removeStaticRoot(staticRoot);
});

describe('the index page inlines the start-up data', () => {
  it("puts the visitor's boot data and the registry into the page, escaped against markup", async () => {
    const response = await fetch(`${bff.url}/kosik`, { headers: { ...html, cookie: 'session=jana' } });
    assert.equal(response.status, 200);
    const page = await response.text();
    const start = startDataOf(page);
    const boot = start.boot as BootData;
    assert.deepEqual(boot.user, users['session=jana']);
    assert.equal(boot.cartCount, 2);
    assert.equal(boot.shop, 'cz');
    assert.deepEqual(
      start.registry.find((entry) => entry.name === 'mfe_cart'),
      {
        name: 'mfe_cart',
        entry: '/remotes/mfe_cart/mf-manifest.json',
        mount: ['/kosik', '/objednavka'],
        version: '2.3.4',
      },
    );
    // The hostile name never closes the data block: one </script> for it and one for main.js.
    assert.equal(page.split('</script>').length - 1, 2);
    assert.doesNotMatch(page, /<script>alert/);
    assert.equal(cookiesSeen.at(-1), 'session=jana');
    assert.deepEqual(response.headers.getSetCookie(), ['session=rotated; Path=/; HttpOnly']);
  });

  it('is a private page: never kept by a shared cache, revalidated, varying with the session', async () => {
    const response = await fetch(`${bff.url}/`, { headers: { ...html, cookie: 'session=petr' } });
    await response.text();
    assert.equal(response.headers.get('cache-control'), 'private, no-cache');
    assert.match(response.headers.get('vary') ?? '', /cookie/i);
    assert.equal(response.headers.get('surrogate-key'), 'html');
  });

  it('differs per visitor, ETag included, and answers 304 to the same visitor', async () => {
    const jana = await rawGet(`${bff.url}/`, { ...html, cookie: 'session=jana' });
    const petr = await rawGet(`${bff.url}/`, { ...html, cookie: 'session=petr' });
    assert.equal(startDataOf(String(petr.body)).boot?.user?.firstName, 'Petr');
    assert.equal(startDataOf(String(jana.body)).boot?.user?.firstName, hostile);
    assert.notEqual(jana.headers.etag, petr.headers.etag);
    const again = await rawGet(`${bff.url}/`, {
      ...html,
      cookie: 'session=petr',
      'if-none-match': String(petr.headers.etag),
    });
    assert.equal(again.status, 304);
  });

  it('leaves the boot data out when the api is slower than the page may wait', async () => {
    apiDelayMs = PAGE_BOOT_TIMEOUT_MS + 500;
    try {
      const started = Date.now();
      const page = await (await fetch(`${bff.url}/`, { headers: html })).text();
      assert.ok(Date.now() - started < PAGE_BOOT_TIMEOUT_MS + 400, 'the page did not wait for the api');
      const start = startDataOf(page);
      assert.equal(start.boot, undefined);
      assert.equal(start.registry.length, 7);
    } finally {
      apiDelayMs = 0;
    }
  });

  it('still serves the page with the registry when the api is down', async () => {
    const down = await startBff(testConfig({ env: { STATIC_ROOT: staticRoot, API_URL: await deadUrl() } }));
    try {
      const response = await fetch(`${down.url}/vykup`, { headers: html });
      assert.equal(response.status, 200);
      const start = startDataOf(await response.text());
      assert.equal(start.boot, undefined);
      assert.equal(start.registry.length, 7);
    } finally {
      await down.shutdown();
    }
  });
});

describe('the index page preloads what the current page needs', () => {
  it("lists the shell's start-up chunks and the area's manifest, entry and route code", async () => {
    const page = await (await fetch(`${bff.url}/kosik/krok`, { headers: html })).text();
    assert.deepEqual(preloadsOf(page), [
      '<link rel="preload" href="/boot.6f7a8b9c0d.css" as="style">',
      '<link rel="preload" href="/boot.1a2b3c4d5e.js" as="script">',
      '<link rel="preload" href="/remotes/mfe_cart/mf-manifest.json" as="fetch" crossorigin>',
      '<link rel="preload" href="/remotes/mfe_cart/__federation_expose_routes.dddddddddd.css" as="style">',
      '<link rel="preload" href="/remotes/mfe_cart/remoteEntry.js" as="script">',
      '<link rel="preload" href="/remotes/mfe_cart/559.aaaaaaaaaa.js" as="script">',
      '<link rel="preload" href="/remotes/mfe_cart/__federation_expose_routes.bbbbbbbbbb.js" as="script">',
    ]);
    // In <head>, so the browser starts them before it reaches the body's script.
    assert.ok(page.indexOf('rel="preload"') < page.indexOf('</head>'));
  });

  it("preloads only the manifest of an area whose build is elsewhere or missing, never another area's code", async () => {
    const page = await (await fetch(`${bff.url}/`, { headers: html })).text();
    const preloads = preloadsOf(page);
    assert.ok(
      preloads.includes(
        '<link rel="preload" href="/remotes/mfe_catalogue/mf-manifest.json" as="fetch" crossorigin>',
      ),
    );
    assert.equal(preloads.filter((link) => link.includes('/remotes/')).length, 1);
  });
});

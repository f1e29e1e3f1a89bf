import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RemoteRegistryEntry } from 'shared-domain';
import type { RunningServer } from '../server.ts';
import {
  createStaticRoot,
  rawGet,
  removeStaticRoot,
  startBff,
  testConfig,
} from '../test-support/fixtures.ts';

let staticRoot: string;
before(async () => {
  staticRoot = await createStaticRoot();
});
after(() => removeStaticRoot(staticRoot));

async function withBff(env: Record<string, string>, use: (bff: RunningServer) => Promise<void>) {
  const bff = await startBff(testConfig({ env: { STATIC_ROOT: staticRoot, ...env } }));
  try {
    await use(bff);
  } finally {
    await bff.shutdown();
  }
}

function directive(csp: string | null, name: string): string[] {
  const found = (csp ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return found.find(([key]) => key === name)?.slice(1) ?? [];
}

describe('GET /remotes.json', () => {
  it('lists every remote at its default entry with the shop mounts and its version', async () => {
    await withBff({}, async (bff) => {
      const response = await fetch(`${bff.url}/remotes.json`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      assert.ok(response.headers.get('etag'));
      const registry = (await response.json()) as RemoteRegistryEntry[];
      assert.deepEqual(registry, [
        {
          name: 'mfe_catalogue',
          entry: '/remotes/mfe_catalogue/mf-manifest.json',
          mount: ['/'],
          version: 'unknown',
        },
        // version from dist/mf-manifest.json metaData
        {
          name: 'mfe_cart',
          entry: '/remotes/mfe_cart/mf-manifest.json',
          mount: ['/kosik', '/objednavka'],
          version: '2.3.4',
        },
        // no dist: version from package.json
        {
          name: 'mfe_buyout',
          entry: '/remotes/mfe_buyout/mf-manifest.json',
          mount: ['/vykup'],
          version: '1.4.0',
        },
        {
          name: 'mfe_service',
          entry: '/remotes/mfe_service/mf-manifest.json',
          mount: ['/servis'],
          version: 'unknown',
        },
        {
          name: 'mfe_account',
          entry: '/remotes/mfe_account/mf-manifest.json',
          mount: ['/ucet', '/prihlaseni'],
          version: 'unknown',
        },
        {
          name: 'mfe_admin',
          entry: '/remotes/mfe_admin/mf-manifest.json',
          mount: ['/admin'],
          version: 'unknown',
        },
        {
          name: 'mfe_warehouse',
          entry: '/remotes/mfe_warehouse/mf-manifest.json',
          mount: ['/sklad'],
          version: 'unknown',
        },
      ]);
    });
  });

  it('answers 304 when the registry has not changed', async () => {
    await withBff({}, async (bff) => {
      const first = await rawGet(`${bff.url}/remotes.json`);
      const etag = String(first.headers.etag ?? '');
      assert.ok(etag);
      const second = await rawGet(`${bff.url}/remotes.json`, { 'if-none-match': etag });
      assert.equal(second.status, 304);
    });
  });

  it('mounts the remotes at the Romanian paths for SHOP=ro', async () => {
    await withBff({ SHOP: 'ro' }, async (bff) => {
      const registry = (await (await fetch(`${bff.url}/remotes.json`)).json()) as RemoteRegistryEntry[];
      const mounts = Object.fromEntries(registry.map((entry) => [entry.name, entry.mount]));
      assert.deepEqual(mounts.mfe_cart, ['/cos', '/comanda']);
      assert.deepEqual(mounts.mfe_warehouse, ['/depozit']);
    });
  });

  it('points an overridden remote at its REMOTE_<NAME>_URL and keeps the others local', async () => {
    const env = {
      REMOTE_MFE_CART_URL: 'https://cdn.example.com/mfe-cart/2.4.0/mf-manifest.json',
      REMOTE_MFE_ADMIN_URL: 'https://cdn.example.com/mfe-admin/mf-manifest.json',
      REMOTE_MFE_BUYOUT_URL: 'http://localhost:4003/mf-manifest.json',
      REMOTE_MFE_SERVICE_URL: '/elsewhere/mf-manifest.json',
    };
    await withBff(env, async (bff) => {
      const registry = (await (await fetch(`${bff.url}/remotes.json`)).json()) as RemoteRegistryEntry[];
      const byName = Object.fromEntries(registry.map((entry) => [entry.name, entry]));
      assert.deepEqual(byName.mfe_cart, {
        name: 'mfe_cart',
        entry: env.REMOTE_MFE_CART_URL,
        mount: ['/kosik', '/objednavka'],
        version: 'unknown', // the local dist (2.3.4) says nothing about the deployed build
      });
      assert.equal(byName.mfe_buyout.entry, env.REMOTE_MFE_BUYOUT_URL);
      assert.equal(byName.mfe_service.entry, '/elsewhere/mf-manifest.json');
      assert.equal(byName.mfe_catalogue.entry, '/remotes/mfe_catalogue/mf-manifest.json');
    });
  });
});

describe('Content-Security-Policy', () => {
  const listed = ['script-src', 'connect-src', 'img-src', 'font-src'];

  it("allows only 'self' when every remote is served by the bff", async () => {
    await withBff({}, async (bff) => {
      const csp = (await fetch(`${bff.url}/remotes.json`)).headers.get('content-security-policy');
      for (const name of listed) assert.deepEqual(directive(csp, name), ["'self'"], name);
      assert.deepEqual(directive(csp, 'style-src'), ["'self'", "'unsafe-inline'"]);
      assert.deepEqual(directive(csp, 'frame-ancestors'), ["'none'"]);
      assert.deepEqual(directive(csp, 'object-src'), ["'none'"]);
    });
  });

  it('adds exactly the distinct origins of absolute registry entries', async () => {
    const env = {
      REMOTE_MFE_CART_URL: 'https://cdn.example.com/mfe-cart/mf-manifest.json',
      REMOTE_MFE_ADMIN_URL: 'https://cdn.example.com/mfe-admin/mf-manifest.json',
      REMOTE_MFE_BUYOUT_URL: 'http://localhost:4003/mf-manifest.json',
      REMOTE_MFE_SERVICE_URL: '/elsewhere/mf-manifest.json',
    };
    await withBff(env, async (bff) => {
      const response = await fetch(`${bff.url}/`);
      const csp = response.headers.get('content-security-policy');
      const expected = ["'self'", 'https://cdn.example.com', 'http://localhost:4003'];
      for (const name of listed) assert.deepEqual(directive(csp, name), expected, name);
      assert.deepEqual(directive(csp, 'style-src'), [...expected, "'unsafe-inline'"]);
      assert.deepEqual(directive(csp, 'frame-ancestors'), ["'none'"]);
      assert.equal(response.headers.get('x-powered-by'), null);
    });
  });

  it('adds the developer origins of DEV_REMOTE_ORIGINS, without changing the registry', async () => {
    const env = { DEV_REMOTE_ORIGINS: 'http://localhost:4103 http://localhost:4102/' };
    await withBff(env, async (bff) => {
      const response = await fetch(`${bff.url}/remotes.json`);
      const csp = response.headers.get('content-security-policy');
      const expected = ["'self'", 'http://localhost:4103', 'http://localhost:4102'];
      for (const name of listed.filter((name) => name !== 'connect-src')) {
        assert.deepEqual(directive(csp, name), expected, name);
      }
      // Live reload of the dev servers goes over WebSockets.
      assert.deepEqual(directive(csp, 'connect-src'), [
        ...expected,
        'ws://localhost:4103',
        'ws://localhost:4102',
      ]);
      const registry = (await response.json()) as Array<{ entry: string }>;
      assert.ok(registry.every((entry) => entry.entry.startsWith('/remotes/')));
    });
  });
});

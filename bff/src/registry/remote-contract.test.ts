import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createStaticRoot, removeStaticRoot } from '../test-support/fixtures.ts';
import { ContractUnreadable, checkRemoteContract, SHELL_CONTRACT_FILE } from './remote-contract.ts';

// A build is let into the registry only if the running shell can host it. Each case is a manifest
// as a remote's build writes it, served over HTTP like a CDN would.

const shellProvides = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  // Every subpath of react-dom (react-dom/client), as the shell's build shares it.
  'react-dom/': '19.3.1',
  'react-intl': '12.1.5',
  'shared-ui': '1.0.0',
};

function manifest(overrides: Record<string, unknown> = {}) {
  return {
    name: 'mfe_cart',
    metaData: { name: 'mfe_cart', buildInfo: { buildVersion: '2.0.0' } },
    shared: [
      { name: 'react', requiredVersion: '^19.3.1', singleton: true },
      { name: 'react-dom/client', requiredVersion: '^19.3.1', singleton: true },
      { name: 'shared-ui', requiredVersion: '^1.0.0', singleton: true },
    ],
    exposes: [{ path: './routes' }, { path: './CartBadge' }],
    ...overrides,
  };
}

describe('remote contract check', () => {
  let staticRoot: string;
  let server: Server;
  let origin: string;
  const served = new Map<string, unknown>();

  before(async () => {
    staticRoot = await createStaticRoot();
    await mkdir(join(staticRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(join(staticRoot, SHELL_CONTRACT_FILE), JSON.stringify({ shared: shellProvides }));
    server = createServer((req, res) => {
      const body = served.get(req.url ?? '');
      res.statusCode = body ? 200 : 404;
      res.end(body ? JSON.stringify(body) : '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.close();
    await removeStaticRoot(staticRoot);
  });

  async function check(body: unknown, name?: 'mfe_cart' | 'mfe_admin') {
    const path = `/build-${served.size}/mf-manifest.json`;
    served.set(path, body);
    return checkRemoteContract(staticRoot, `${origin}${path}`, name);
  }

  it('accepts a build whose singletons the shell provides, with its version', async () => {
    const verdict = await check(manifest(), 'mfe_cart');
    assert.deepEqual(verdict.problems, []);
    assert.equal(verdict.release.version, '2.0.0');
  });

  it('refuses a build needing a React the shell does not provide', async () => {
    const shared = [{ name: 'react', requiredVersion: '^18.2.0', singleton: true }];
    const verdict = await check(manifest({ shared }), 'mfe_cart');
    assert.deepEqual(verdict.problems, ['it needs react ^18.2.0, the shell provides 19.3.1']);
  });

  it('refuses a singleton the shell does not share, a build without ./routes and another remote', async () => {
    const shared = [
      { name: 'zustand', requiredVersion: '^5.0.0', singleton: true },
      // The shell shares shared-ui itself, not every entry under it.
      { name: 'shared-ui/orders', requiredVersion: '^1.0.0', singleton: true },
    ];
    const verdict = await check(manifest({ shared, exposes: [{ path: './CartBadge' }] }), 'mfe_admin');
    assert.deepEqual(verdict.problems, [
      'it is the build of "mfe_cart", not of mfe_admin',
      'it does not expose ./routes, which the shell mounts',
      'it needs zustand ^5.0.0, which the shell does not share',
      'it needs shared-ui/orders ^1.0.0, which the shell does not share',
    ]);
  });

  it('names the remote from the manifest when asked without one, and refuses an unknown one', async () => {
    assert.equal((await check(manifest())).name, 'mfe_cart');
    const stranger = await check(manifest({ name: 'mfe_chat', metaData: { name: 'mfe_chat' } }));
    assert.match(stranger.problems[0], /"mfe_chat" is not one of the shell's remotes/);
  });

  it('says so when the manifest cannot be read', async () => {
    await assert.rejects(checkRemoteContract(staticRoot, `${origin}/nowhere.json`), ContractUnreadable);
    await assert.rejects(checkRemoteContract(staticRoot, 'https://127.0.0.1:1/x.json'), /could not be read/);
  });
});

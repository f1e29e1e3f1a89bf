import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import type { ShellStartData } from 'shared-domain';
import { SHELL_START_ELEMENT_ID } from 'shared-domain';
import { expect, pageHeading, test } from './fixtures.ts';

// A team deploys its remote alone: a second build of mfe-cart goes to its own folder on its own
// origin, and the registry alone (`npm run registry`) canaries it, promotes it and rolls it back.
// The shell is not rebuilt and the bff is not restarted; each step shows on the next page load.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const NEW_VERSION = '1.1.0-canary';

test.describe('deploying a remote through the registry', () => {
  test.describe.configure({ timeout: 180_000 });

  let folder: string;
  let server: Server;
  let origin: string;

  test.beforeAll(async ({ shop }) => {
    folder = path.join(root, 'var', 'e2e', 'deploys', shop, 'mfe-cart');
    await rm(folder, { recursive: true, force: true });
    // A second build of the same remote, with its own version, into a folder of its own.
    await run('npx', ['rspack', 'build', '--config', 'rspack.config.mjs', '--output-path', folder], {
      cwd: path.join(root, 'mfe-cart'),
      env: { ...process.env, MF_BUILD_VERSION: NEW_VERSION },
    });
    // The same build, claiming a React the shell does not provide: the contract check refuses it.
    const manifest = JSON.parse(await readFile(path.join(folder, 'mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^18.2.0';
    await writeFile(path.join(folder, 'mismatched-manifest.json'), JSON.stringify(manifest));
    ({ server, origin } = await serveFolder(folder));
  });

  test.afterAll(async ({ shop }) => {
    await rm(registryFile(shop), { force: true });
    server?.close();
  });

  test('a build is refused unless the shell can host it', async ({ shop }) => {
    const refused = await registry(shop, 'set', 'mfe_cart', `${origin}/mismatched-manifest.json`).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('needs react ^18.2.0, the shell provides 19.');
    const contract = await contractOf(`${origin}/mismatched-manifest.json`).catch((error) => error);
    expect(contract).toMatchObject({ code: 1 });
    await expect(contractOf(`${origin}/mf-manifest.json`)).resolves.toContain(`mfe_cart ${NEW_VERSION}`);
    // Nothing changed for customers.
    expect(await registry(shop, 'list')).toContain(
      'mfe_cart: 1.0.0 at /remotes/mfe_cart/mf-manifest.json (built in)',
    );
  });

  test('canary, promote and roll back, each seen on the next page load', async ({
    browser,
    shop,
    paths,
    t,
  }) => {
    const manifestUrl = `${origin}/mf-manifest.json`;
    const inCanary = await visitorInBucket(browser, 10);
    const outside = await visitorInBucket(browser, 90);
    const cartOf = (page: Page) => openCart(page, paths.cart, t('cart.title'));

    await registry(shop, 'set', 'mfe_cart', manifestUrl, '--canary', '50');
    await expect.poll(() => cartOf(inCanary)).toEqual({ version: NEW_VERSION, from: origin });
    expect(await cartOf(outside)).toEqual({ version: '1.0.0', from: 'this shop' });
    // Sticky: the same browser keeps its build on the next page.
    expect(await cartOf(inCanary)).toEqual({ version: NEW_VERSION, from: origin });

    await registry(shop, 'promote', 'mfe_cart');
    await expect.poll(() => cartOf(outside)).toEqual({ version: NEW_VERSION, from: origin });
    expect(await cartOf(inCanary)).toEqual({ version: NEW_VERSION, from: origin });

    await registry(shop, 'rollback', 'mfe_cart');
    await expect.poll(() => cartOf(outside)).toEqual({ version: '1.0.0', from: 'this shop' });
    expect(await cartOf(inCanary)).toEqual({ version: '1.0.0', from: 'this shop' });
    expect(await registry(shop, 'list')).toContain(`previous ${NEW_VERSION} at ${manifestUrl}`);
  });
});

function registryFile(shop: string): string {
  return path.join(root, 'var', 'e2e', shop, 'registry', `${shop}.json`);
}

/** The operator's command, against the registry of the shop the suite started. */
async function registry(shop: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '-s', 'registry', '--', ...args], {
    cwd: root,
    env: { ...process.env, SHOP: shop, DATA_DIR: path.join(root, 'var', 'e2e', shop) },
  });
  return stdout;
}

async function contractOf(url: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '-s', 'contract', '--', url], { cwd: root });
  return stdout;
}

/** A browser whose canary bucket is `bucket` (0–99); buckets below a canary's share get it. */
async function visitorInBucket(browser: Browser, bucket: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'cookie_consent', value: '1.a1.m1.2026-01-01T00:00:00.000Z', domain: '127.0.0.1', path: '/' },
    { name: 'mfe_bucket', value: String(bucket), domain: '127.0.0.1', path: '/' },
  ]);
  return context.newPage();
}

/** Opens the cart and says which build of mfe-cart the page was given and where its code came from. */
async function openCart(page: Page, cartPath: string, title: string) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const entries: string[] = [];
  const listener = (request: { url(): string }) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
  };
  page.on('request', listener);
  await page.goto(`${baseURL}${cartPath}`);
  await expect(pageHeading(page)).toHaveText(title);
  page.off('request', listener);
  const start = JSON.parse(
    (await page.locator(`#${SHELL_START_ELEMENT_ID}`).textContent()) ?? '{}',
  ) as ShellStartData;
  const version = start.registry.find((entry) => entry.name === 'mfe_cart')?.version;
  // Every other remote of the page is this shop's own build; only a deployed one comes from elsewhere.
  const remote = entries.find((url) => new URL(url).origin !== new URL(baseURL).origin);
  return { version, from: remote ? new URL(remote).origin : 'this shop' };
}

/** The deployed build on an origin of its own, as a CDN or a team's server would serve it. */
async function serveFolder(folder: string): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (req, res) => {
    const file = path.join(folder, path.normalize(new URL(req.url ?? '/', 'http://x').pathname));
    res.setHeader('Access-Control-Allow-Origin', '*');
    try {
      const body = await readFile(file);
      res.setHeader('Content-Type', contentType(file));
      res.end(body);
    } catch {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function contentType(file: string): string {
  if (file.endsWith('.js')) return 'text/javascript';
  if (file.endsWith('.css')) return 'text/css';
  if (file.endsWith('.json')) return 'application/json';
  return 'application/octet-stream';
}

import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import express, { type Express } from 'express';
import type { AppDependencies } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type RunningServer, startServer } from '../server.ts';

// Test doubles that are real HTTP: a STATIC_ROOT on disk, a stub api on port 0, and the bff
// itself on port 0. Nothing here depends on the real api or on a build.

export const hashedShellAsset = 'main.3f9a1c2b7d4e.js';
export const hashedRemoteAsset = '__federation_expose_routes.0a1b2c3d4e5f.js';
/** Large and repetitive, so compression has something to do. */
export const bigScript = `console.log(${JSON.stringify('mobilni svet '.repeat(400))});\n`;

export const indexTemplate =
  '<!doctype html><html lang="__LANG__"><head><meta charset="utf-8"><title>__TITLE__</title></head>' +
  `<body data-shop="__SHOP__"><div id="root"></div><script src="/${hashedShellAsset}"></script>` +
  `<!-- ${'padding '.repeat(200)} --></body></html>`;

export interface StaticRootOptions {
  /** Leave shell/dist out, as in a checkout that was never built. */
  withoutShell?: boolean;
}

export async function createStaticRoot(options: StaticRootOptions = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'bff-static-'));
  const files: Record<string, string> = {
    'mfe-cart/package.json': JSON.stringify({ name: 'mfe-cart', version: '1.0.0' }),
    'mfe-cart/dist/mf-manifest.json': JSON.stringify({
      id: 'mfe_cart',
      name: 'mfe_cart',
      metaData: { name: 'mfe_cart', buildInfo: { buildVersion: '2.3.4', buildName: 'mfe-cart' } },
    }),
    'mfe-cart/dist/remoteEntry.js': bigScript,
    [`mfe-cart/dist/${hashedRemoteAsset}`]: bigScript,
    // A remote that was never built: its version comes from package.json.
    'mfe-buyout/package.json': JSON.stringify({ name: 'mfe-buyout', version: '1.4.0' }),
  };
  if (!options.withoutShell) {
    files['shell/dist/index.html'] = indexTemplate;
    files[`shell/dist/${hashedShellAsset}`] = bigScript;
    files['shell/dist/favicon.svg'] = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

export async function removeStaticRoot(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
}

export interface StubApi {
  url: string;
  close(): Promise<void>;
}

/** An express app on port 0 standing in for the api; `setup` adds the endpoints a test calls. */
export async function startStubApi(setup: (app: Express) => void): Promise<StubApi> {
  const app = express();
  setup(app);
  const server = createServer(app);
  return { url: await listen(server), close: () => closeServer(server) };
}

/** A URL where nothing listens: a port we bound and released. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await closeServer(server);
  return url;
}

export function testConfig(overrides: Partial<Config> & { env?: Record<string, string> } = {}): Config {
  const { env = {}, ...rest } = overrides;
  // Tests stop their bff at once unless they test the shutdown delay itself.
  // Each config its own registry file, which does not exist until a test deploys a remote.
  const registryFile = join(tmpdir(), `bff-registry-${process.pid}-${randomUUID()}.json`);
  return {
    ...loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      SHUTDOWN_DELAY_MS: '0',
      REGISTRY_FILE: registryFile,
      ...env,
    }),
    ...rest,
  };
}

/** Starts the bff on port 0; the returned shutdown is the same graceful one the process uses. */
export async function startBff(config: Config, dependencies: AppDependencies = {}): Promise<RunningServer> {
  return startServer({ ...config, port: 0 }, dependencies);
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A GET with exactly the given headers, bytes as sent. fetch would decompress, and it adds
 * "Cache-Control: no-cache" to conditional requests, which (rightly) defeats a 304; browsers
 * revalidating a cached page do not send it.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}

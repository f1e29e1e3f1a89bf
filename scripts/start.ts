// `npm start`: runs the api and the bff of one shop variant (SHOP=cz default, SHOP=ro) on this
// machine — the api on API_PORT (3001), the shop on PORT (3000). `npm start` builds first.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const shop = (process.env.SHOP ?? 'cz').toLowerCase();
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, SHOP: shop, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? code}); stopping the shop`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(code: number): void {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
}

async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s`);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', 'api/src/server.ts', { API_PORT: apiPort });
// The first start creates, migrates and seeds the embedded database: give it time.
await waitForReady(`${apiUrl}/readyz`, 120_000);
run('bff', 'bff/src/server.ts', { PORT: port, API_URL: apiUrl });
await waitForReady(`http://127.0.0.1:${port}/healthz`, 30_000);
console.info(`[start] ${shop === 'ro' ? 'Romanian' : 'Czech'} shop ready at http://localhost:${port}`);

// `npm start`: runs the api and the bff of one shop variant (SHOP=cz default, SHOP=ro) on this
// machine — the api on API_PORT (3001), the shop on PORT (3000) — and starts either again if it
// dies (scripts/supervisor.ts). `npm start` builds first; `npm run serve` does not.
import path from 'node:path';
import { Supervisor } from './supervisor.ts';

const root = path.resolve(import.meta.dirname, '..');
const shop = (process.env.SHOP ?? 'cz').toLowerCase();
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'var'));

const supervisor = new Supervisor(root, path.join(dataDir, 'run', shop), (code) => process.exit(code));

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  supervisor.stop(code).then(process.exit);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  await supervisor.start({
    name: 'api',
    script: 'api/src/server.ts',
    env: { SHOP: shop, API_PORT: apiPort },
    readyUrl: `${apiUrl}/readyz`,
    // The first start creates, migrates and seeds the embedded database: give it time.
    startTimeoutMs: 120_000,
  });
  await supervisor.start({
    name: 'bff',
    script: 'bff/src/server.ts',
    env: { SHOP: shop, PORT: port, API_URL: apiUrl },
    readyUrl: `http://127.0.0.1:${port}/healthz`,
    startTimeoutMs: 30_000,
  });
  console.info(`[start] ${shop === 'ro' ? 'Romanian' : 'Czech'} shop ready at http://localhost:${port}`);
} catch (error) {
  console.error(`[start] ${(error as Error).message}; stopping the shop`);
  stop(1);
}

import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './remote-entries.ts';

export interface RunningShop {
  baseUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the built shop (as `npm start` serves it) on its own ports and a fresh embedded database
 * (or `extraEnv.DATABASE_URL`). Each bench section has its own ports, so sections run alone too.
 */
export async function startShop(
  shop: 'cz' | 'ro',
  port: number,
  apiPort: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningShop> {
  const dataDir = path.join(repoRoot, 'var', 'bench', `${shop}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SHOP: shop,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await sleep(300);
  }
  return {
    baseUrl,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

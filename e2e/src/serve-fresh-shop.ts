// Starts one shop variant for the e2e suite exactly as `npm start` serves it, but on a database
// made fresh for this run, so tests never depend on what an earlier run left behind.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const shop = process.env.SHOP ?? 'cz';
const dataDir = path.join(root, 'var', 'e2e', shop);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

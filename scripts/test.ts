// `npm test`: everything that proves the shop works, in the order that fails fastest —
// type-check and lint, build, unit/component/api tests (and the bundle-size gate, which reads the
// builds), then the end-to-end suite in Chromium against both shop variants.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();

const steps: Array<[string, string[]]> = [
  ['type-check and lint', ['nx', 'run-many', '-t', 'typecheck', 'lint', '--output-style=stream']],
  // The lint rules that keep the packages' boundaries are themselves tested (planted violations
  // fail), and so is each remote's independence (Nx affected, building alone).
  ['boundaries', ['node', '--test', 'tools/lint-boundaries.test.ts', 'tools/remotes-alone.test.ts']],
  ['build', ['nx', 'run-many', '-t', 'build', '--output-style=stream']],
  [
    'unit, component, api tests and size gate',
    ['nx', 'run-many', '-t', 'test', '--exclude=e2e', '--output-style=stream'],
  ],
  ['end-to-end (cz and ro)', ['npm', 'run', 'test', '-w', 'e2e']],
];

for (const [label, [command, ...args]] of steps) {
  console.info(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n=== ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
console.info(`\n=== all tests passed in ${Math.round((Date.now() - started) / 1000)} s`);

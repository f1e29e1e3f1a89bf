import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, test } from 'node:test';

// The worker process itself; what it does with jobs is in platform/jobs/workers-apart.test.ts.

describe('npm run worker', () => {
  test('refuses to start on the embedded database, which belongs to the api process', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, SHOP: 'cz', LOG_LEVEL: 'info' };
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, ['src/worker.ts'], {
      cwd: `${import.meta.dirname}/..`,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stdout, /a separate worker needs DATABASE_URL/);
  });
});

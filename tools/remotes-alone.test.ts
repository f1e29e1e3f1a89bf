// Each remote is its own team's: a change in one remote rebuilds and retests that remote and what
// composes it (the e2e suite and the bench), never another remote or the shell; and a remote builds
// from its own folder, into any folder, without the others being built first.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');

function run(command: string, args: string[], cwd = root) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function affectedBy(file: string): string[] {
  return run('npx', ['nx', 'show', 'projects', '--affected', `--files=${file}`, '--json'])
    .trim()
    .split('\n')
    .flatMap((line) => (line.startsWith('[') ? (JSON.parse(line) as string[]) : []))
    .sort();
}

test('a change in one remote affects only that remote and the suites that compose the shop', () => {
  assert.deepEqual(affectedBy('mfe-cart/src/routes.tsx'), ['bench', 'e2e', 'mfe-cart']);
  assert.deepEqual(affectedBy('mfe-service/src/routes.tsx'), ['bench', 'e2e', 'mfe-service']);
});

test('a change in shared-ui reaches every front that uses it', () => {
  const affected = affectedBy('shared-ui/src/index.ts');
  for (const project of ['shell', 'mfe-cart', 'mfe-catalogue', 'mfe-admin', 'mfe-warehouse']) {
    assert.ok(affected.includes(project), `${project} not rebuilt after a shared-ui change`);
  }
  assert.ok(!affected.includes('api'), 'the api does not use shared-ui');
});

test('a remote builds alone from its own folder, with its own version, into another folder', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'mfe-buyout-alone-'));
  try {
    const build = spawnSync(
      'npx',
      ['rspack', 'build', '--config', 'rspack.config.mjs', '--output-path', out],
      {
        cwd: path.join(root, 'mfe-buyout'),
        encoding: 'utf8',
        env: { ...process.env, MF_BUILD_VERSION: '9.9.9-alone' },
      },
    );
    assert.equal(build.status, 0, build.stderr);
    const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
    assert.equal(manifest.metaData.buildInfo.buildVersion, '9.9.9-alone');
    assert.ok(manifest.exposes.some((expose: { path: string }) => expose.path === './routes'));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('every remote can be developed, built, type-checked, linted and tested from its folder', () => {
  for (const remote of ['catalogue', 'cart', 'buyout', 'service', 'account', 'admin', 'warehouse']) {
    const { scripts } = JSON.parse(readFileSync(path.join(root, `mfe-${remote}`, 'package.json'), 'utf8'));
    for (const script of ['dev', 'build', 'typecheck', 'lint', 'test']) {
      assert.ok(scripts[script], `mfe-${remote} has no "${script}" script`);
    }
    assert.match(scripts.dev, /rspack serve/);
  }
});

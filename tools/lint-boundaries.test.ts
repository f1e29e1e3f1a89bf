// The front's boundaries are lint rules in biome.json: a remote imports shared-ui only through its
// entry points, never another remote's files, and takes the typed Redux hooks from shared-ui; no
// runtime import cycle; every file name is kebab-case. This plants one violation per rule in a
// throwaway folder and proves `biome check` fails on each with that rule, and passes a clean file.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const biomeBin = path.join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

// A folder named like a remote, so the `mfe-*/**` override applies, yet outside every workspace: no
// type-check, test run or build of a real package ever sees the planted files. `/mfe-lint-probe-*/`
// is git-ignored in case this process dies before it cleans up; biome is therefore told to lint it
// regardless of .gitignore.
const probeName = `mfe-lint-probe-${randomBytes(4).toString('hex')}`;
const probeDir = path.join(root, probeName);

const violations = {
  'deep-import.ts': "import { api } from 'shared-ui/src/store/api.ts';\n\nexport const probe = api;\n",
  'cross-remote.ts':
    "import { adminRoutes } from '../mfe-admin/src/routes.tsx';\n\nexport const probe = adminRoutes;\n",
  'raw-selector.ts': "import { useSelector } from 'react-redux';\n\nexport const probe = useSelector;\n",
  'cycle-a.ts': "import { b } from './cycle-b.ts';\n\nexport const a = () => b;\n",
  'cycle-b.ts': "import { a } from './cycle-a.ts';\n\nexport const b = () => a;\n",
  'cartSummary.ts': 'export const probe = 1;\n',
};
const cleanFile = 'clean-probe.ts';
const cleanSource = "import { useAppSelector } from 'shared-ui';\n\nexport const probe = useAppSelector;\n";

interface Diagnostic {
  severity: string;
  category: string;
  message: string;
  location: { path: string };
}

interface BiomeRun {
  status: number | null;
  diagnostics: Diagnostic[];
}

function biomeCheck(files: string[]): BiomeRun {
  const result = spawnSync(
    process.execPath,
    [
      biomeBin,
      'check',
      '--reporter=json',
      '--colors=off',
      '--vcs-use-ignore-file=false',
      ...files.map((file) => `${probeName}/${file}`),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  assert.ok(result.stdout, `biome printed no report: ${result.stderr}`);
  const report = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
  return { status: result.status, diagnostics: report.diagnostics };
}

let planted: BiomeRun;

before(() => {
  mkdirSync(probeDir);
  for (const [file, source] of Object.entries(violations)) writeFileSync(path.join(probeDir, file), source);
  writeFileSync(path.join(probeDir, cleanFile), cleanSource);
  planted = biomeCheck(Object.keys(violations));
});

after(() => rmSync(probeDir, { recursive: true, force: true }));

function errorsOf(file: string): Diagnostic[] {
  return planted.diagnostics.filter(
    (diagnostic) => diagnostic.severity === 'error' && diagnostic.location.path === `${probeName}/${file}`,
  );
}

function assertFails(file: string, rule: string, hint = ''): void {
  assert.notEqual(planted.status, 0, 'biome check passed the planted violations');
  const errors = errorsOf(file);
  const error = errors.find((diagnostic) => diagnostic.category === `lint/${rule}`);
  assert.ok(error, `${file}: expected ${rule}, got ${JSON.stringify(errors.map((e) => e.category))}`);
  assert.ok(error.message.includes(hint), `${file}: the message "${error.message}" lacks "${hint}"`);
}

test('a deep import of shared-ui internals fails, pointing to its entry points', () => {
  assertFails('deep-import.ts', 'style/noRestrictedImports', 'entry points');
});

test("an import of another remote's files fails", () => {
  assertFails('cross-remote.ts', 'style/noRestrictedImports', "another remote's files");
});

test("react-redux's raw useSelector fails, naming the typed hooks of shared-ui", () => {
  assertFails('raw-selector.ts', 'style/noRestrictedImports', 'useAppSelector');
});

test('two files importing each other fail as an import cycle', () => {
  assertFails('cycle-a.ts', 'suspicious/noImportCycles');
  assertFails('cycle-b.ts', 'suspicious/noImportCycles');
});

test('a camelCase file name fails the kebab-case convention', () => {
  assertFails('cartSummary.ts', 'style/useFilenamingConvention', 'kebab-case');
});

test('a remote file keeping to every boundary passes', () => {
  const clean = biomeCheck([cleanFile]);
  assert.deepEqual(clean.diagnostics, []);
  assert.equal(clean.status, 0);
});

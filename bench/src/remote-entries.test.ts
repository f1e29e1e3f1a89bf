import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gates } from './budgets.ts';
import { kb } from './gzip-size.ts';
import { BUNDLER_RUNTIME_MARKER, distScriptsContaining, measureRemoteEntries } from './remote-entries.ts';

// Size gate on the production build (npm test builds first): every remoteEntry.js within its gate.
test('every remoteEntry.js stays within its gzip gate', () => {
  const entries = measureRemoteEntries();
  assert.equal(entries.length, 7);
  for (const entry of entries) {
    assert.ok(
      entry.gzipBytes <= gates.remoteEntryGzipBytes,
      `${entry.remote}: ${kb(entry.gzipBytes)} > gate ${kb(gates.remoteEntryGzipBytes)}`,
    );
  }
});

// The remotes take the bundler runtime from the shell: a build that bundles it again into a remote
// (a federation upgrade that renames the file the remote config swaps out, say) fails here.
test('the federation bundler runtime ships once, in the shell’s main script', () => {
  const scripts = distScriptsContaining(BUNDLER_RUNTIME_MARKER);
  assert.equal(scripts.length, 1, `bundled in ${scripts.join(', ')}`);
  assert.match(scripts[0], /^shell\/dist\/main\./);
});

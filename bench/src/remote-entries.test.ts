import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gates } from './budgets.ts';
import { kb } from './gzip-size.ts';
import { measureRemoteEntries } from './remote-entries.ts';

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

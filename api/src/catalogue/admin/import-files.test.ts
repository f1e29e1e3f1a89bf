import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test-support/test-app.ts';
import { deleteImportFilesBefore, IMPORT_FILE_RETENTION_MS, storeImportFile } from './import-files.ts';

describe('import files past their retention', () => {
  let dataDir = '';
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'imports-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  test('are deleted, and the recent ones kept', async () => {
    const config = testConfig({ dataDir });
    const old = await storeImportFile(config, Buffer.from('code,price\n'));
    const recent = await storeImportFile(config, Buffer.from('code,price\n'));
    const longAgo = new Date(Date.now() - IMPORT_FILE_RETENTION_MS - 60_000);
    await utimes(join(dataDir, 'imports', `${old}.csv`), longAgo, longAgo);

    const deleted = await deleteImportFilesBefore(dataDir, new Date(Date.now() - IMPORT_FILE_RETENTION_MS));
    assert.equal(deleted, 1);
    assert.deepEqual(await readdir(join(dataDir, 'imports')), [`${recent}.csv`]);
  });

  test('are nothing to do before the first import', async () => {
    assert.equal(await deleteImportFilesBefore(join(dataDir, 'never-used'), new Date()), 0);
  });
});

import { join } from 'node:path';
import {
  expectCatalogueStyle,
  expectCompleteCatalogues,
  expectNoUnusedMessages,
  sharedUiSources,
} from 'shared-ui/testing.ts';
import remote from '../routes.tsx';
import csCZ from './cs-CZ.ts';
import roRO from './ro-RO.ts';

describe('warehouse messages', () => {
  it('has the same ids and arguments in Czech and Romanian', () => {
    expectCompleteCatalogues(csCZ, roRO);
  });

  it('keeps the glossary: plurals for counts, formal Romanian, Czech spacing', () => {
    expectCatalogueStyle(csCZ, roRO);
  });

  it('loads each language lazily through the remote module', async () => {
    await expect(remote.loadMessages('cs-CZ')).resolves.toEqual(csCZ);
    await expect(remote.loadMessages('ro-RO')).resolves.toEqual(roRO);
  });

  it('ships no id that its sources (or the shared-ui components it renders) never use', () => {
    expectNoUnusedMessages(csCZ, [join(__dirname, '..'), sharedUiSources]);
  });
});

import { join } from 'node:path';
import {
  expectCatalogueStyle,
  expectCompleteCatalogues,
  expectNoUnusedMessages,
  sharedUiSources,
} from 'shared-ui/testing.ts';
import { csCZ } from './cs-CZ.ts';
import { roRO } from './ro-RO.ts';

test('the shell speaks Czech and Romanian with the same keys', () => {
  expectCompleteCatalogues(csCZ, roRO);
});

test('the shell keeps the glossary: plurals for counts, formal Romanian, Czech spacing', () => {
  expectCatalogueStyle(csCZ, roRO);
});

test('the shell ships no id that its sources (or the shared-ui components it renders) never use', () => {
  expectNoUnusedMessages(csCZ, [join(__dirname, '..'), sharedUiSources]);
});

import { expectCatalogueStyle, expectCompleteCatalogues } from 'shared-ui/testing.ts';
import { csCZ } from './cs-CZ.ts';
import { roRO } from './ro-RO.ts';

test('the shell speaks Czech and Romanian with the same keys', () => {
  expectCompleteCatalogues(csCZ, roRO);
});

test('the shell keeps the glossary: plurals for counts, formal Romanian, Czech spacing', () => {
  expectCatalogueStyle(csCZ, roRO);
});

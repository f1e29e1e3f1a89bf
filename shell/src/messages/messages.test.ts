import { expectCompleteCatalogues } from 'shared-ui/testing.ts';
import { csCZ } from './cs-CZ.ts';
import { roRO } from './ro-RO.ts';

test('the shell speaks Czech and Romanian with the same keys', () => {
  expectCompleteCatalogues(csCZ, roRO);
});

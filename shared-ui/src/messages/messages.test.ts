import { join } from 'node:path';
import { expectCatalogueStyle } from '../intl/expect-catalogue-style.ts';
import { expectCompleteCatalogues } from '../intl/expect-complete-catalogues.ts';
import { expectNoUnusedMessages } from '../intl/expect-no-unused-messages.ts';
import { sharedUiSources } from '../intl/unused-messages.ts';
import { csCZ } from './cs-CZ.ts';
import { roRO } from './ro-RO.ts';

describe("shared-ui's messages", () => {
  it('has the same keys and arguments in Czech and Romanian', () => {
    expect(() => expectCompleteCatalogues(csCZ, roRO)).not.toThrow();
    expect(Object.keys(roRO).sort()).toEqual(Object.keys(csCZ).sort());
  });

  it('keeps the glossary: plurals for counts, formal Romanian, Czech spacing', () => {
    expectCatalogueStyle(csCZ, roRO);
  });

  it('keeps every id in the ui. namespace', () => {
    expect([...Object.keys(csCZ), ...Object.keys(roRO)].filter((id) => !id.startsWith('ui.'))).toEqual([]);
  });

  it('ships no ui. id that neither shared-ui nor a front package that renders it uses', () => {
    // The shell and every remote render shared-ui's catalogue and may name its ids themselves.
    const frontPackages = [
      'shell',
      'mfe-account',
      'mfe-admin',
      'mfe-buyout',
      'mfe-cart',
      'mfe-catalogue',
      'mfe-service',
      'mfe-warehouse',
    ];
    const frontSources = frontPackages.map((name) => join(sharedUiSources, '..', '..', name, 'src'));
    expectNoUnusedMessages(csCZ, [sharedUiSources, ...frontSources]);
  });
});

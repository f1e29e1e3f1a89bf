import { expectCatalogueStyle } from '../intl/expect-catalogue-style.ts';
import { expectCompleteCatalogues } from '../intl/expect-complete-catalogues.ts';
import { dataGridMessages } from './data-grid-messages.ts';

describe("the grid's messages", () => {
  it('has the same keys and arguments in Czech and Romanian', () => {
    expect(() =>
      expectCompleteCatalogues(dataGridMessages['cs-CZ'], dataGridMessages['ro-RO']),
    ).not.toThrow();
  });

  it('keeps the glossary', () => {
    expectCatalogueStyle(dataGridMessages['cs-CZ'], dataGridMessages['ro-RO']);
  });
});

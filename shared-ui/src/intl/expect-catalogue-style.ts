import type { Messages } from '../federation/remote-module.ts';
import { catalogueStyleProblems } from './catalogue-style.ts';

/**
 * Test helper: fails, listing every problem at once, unless both catalogues keep the mechanical
 * rules of docs/glossary.md (plurals for counts, formal Romanian, Czech spacing and prepositions).
 */
export function expectCatalogueStyle(cs: Messages, ro: Messages): void {
  const problems = [...catalogueStyleProblems('cs-CZ', cs), ...catalogueStyleProblems('ro-RO', ro)];
  if (problems.length > 0) {
    throw new Error(`Message catalogues break docs/glossary.md:\n  ${problems.join('\n  ')}`);
  }
}

import type { Messages } from '../federation/remote-module.ts';
import { compareCatalogues } from './catalogue-check.ts';

/**
 * Test helper: fails, listing every problem at once, unless the Czech and Romanian catalogues have
 * exactly the same ids, no empty text and the same ICU arguments in each message.
 */
export function expectCompleteCatalogues(cs: Messages, ro: Messages): void {
  const problems = compareCatalogues(cs, ro);
  const lines = [
    ...problems.missing.map((id) => `missing in ro-RO: ${id}`),
    ...problems.extra.map((id) => `extra in ro-RO (not in cs-CZ): ${id}`),
    ...problems.empty.map((id) => `empty message: ${id}`),
    ...problems.argumentMismatch.map(
      (id) => `different arguments in ${id}: cs-CZ "${cs[id]}" vs ro-RO "${ro[id]}"`,
    ),
  ];
  if (lines.length > 0) {
    throw new Error(`Message catalogues differ:\n  ${lines.join('\n  ')}`);
  }
}

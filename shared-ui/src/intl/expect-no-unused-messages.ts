import type { Messages } from '../federation/remote-module.ts';
import { findUnusedMessages, type UsedElsewhere } from './unused-messages.ts';

/**
 * Test helper: fails, listing them all, when the catalogue has ids that no source file under
 * sourceDirs uses, as a quoted id or through a template literal that builds it
 * (`warehouse.nav.${section}` uses every `warehouse.nav.*` id). Ids used outside those folders
 * go in usedElsewhere with the reason, so keeping them is a decision someone can read.
 */
export function expectNoUnusedMessages(
  catalogue: Messages,
  sourceDirs: readonly string[],
  usedElsewhere: readonly UsedElsewhere[] = [],
): void {
  const unused = findUnusedMessages(Object.keys(catalogue), sourceDirs, usedElsewhere);
  if (unused.length > 0) {
    throw new Error(
      `Message ids no source uses (delete them from every language):\n  ${unused.join('\n  ')}`,
    );
  }
}

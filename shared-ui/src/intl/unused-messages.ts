import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An id (or a family of ids) that no scanned source names, kept on purpose: who uses it, and why. */
export interface UsedElsewhere {
  ids: RegExp;
  reason: string;
}

// Catalogues define ids rather than use them: the `messages/` folders and the `*-messages.ts` parts
// a remote spreads into its catalogue. Tests are not users either: an id only a test reads is unused.
const definesOrTests = /(^|\/)messages\/|-messages\.ts$|\.test\.tsx?$|\/testing\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$/.test(file))
    .filter((file) => !definesOrTests.test(file))
    .map((file) => join(dir, file));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A template literal that builds an id (`cart.delivery.${method}`) as a pattern of every id it can
 * name. Only templates starting with a namespace (`word.`) count: `${a}-${b}` would match anything.
 */
function idPattern(template: string): RegExp | null {
  if (!/^[a-zA-Z]+\./.test(template) || !template.includes('${')) return null;
  const parts = template.split(/\$\{[^}]*\}/);
  return new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`);
}

/** What the sources name: quoted strings, and the id patterns of their template literals. */
function usesIn(sources: string[]): { literals: Set<string>; patterns: RegExp[] } {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const source of sources) {
    for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) literals.add(match[1] ?? match[2]);
    // A lookahead at every backtick, so a template nested in another's `${…}` is read as well.
    for (const match of source.matchAll(/(?=`((?:[^`$]|\$\{[^{}`]*\}|\$(?!\{))*)`)/g)) {
      const pattern = idPattern(match[1]);
      if (pattern) patterns.push(pattern);
    }
  }
  return { literals, patterns };
}

/** The ids of the catalogue that no source file under sourceDirs names and no allow-list entry keeps. */
export function findUnusedMessages(
  ids: readonly string[],
  sourceDirs: readonly string[],
  usedElsewhere: readonly UsedElsewhere[] = [],
): string[] {
  const sources = sourceDirs.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8'));
  const { literals, patterns } = usesIn(sources);
  return ids.filter(
    (id) =>
      !literals.has(id) &&
      !patterns.some((pattern) => pattern.test(id)) &&
      !usedElsewhere.some((entry) => entry.ids.test(id)),
  );
}

/** shared-ui's own sources: its components render inside every remote, with the remote's catalogue. */
export const sharedUiSources = join(__dirname, '..');

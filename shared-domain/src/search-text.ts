// Accent- and case-insensitive matching without a database extension (PGlite has no `unaccent`):
// the api stores each product's text through this function and matches the customer's tokens
// against it with LIKE; the fronts may use it to highlight or pre-filter the same way.

/** Letters that carry no combining mark in Unicode, so NFD alone would keep them. */
const unDecomposable: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

/**
 * "Černá iPhone 15" → "cerna iphone 15"; Romanian "Roșu, Țară, Mâine" → "rosu tara maine".
 * Lower-case, diacritics stripped, anything that is not a letter or a digit becomes one space.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łđøßæœı]/g, (letter) => unDecomposable[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a search term as they are matched: normalized, de-duplicated, in order. */
export function searchTokens(term: string): string[] {
  const normalized = normalizeSearchText(term);
  return normalized === '' ? [] : [...new Set(normalized.split(' '))];
}

import { SEARCH_MIN_CHARS, validateSearchTerm } from './search-term-rule.ts';
import { storableString } from './storable-string.ts';
import { refineWith } from './validated-string.ts';

export { SEARCH_MIN_CHARS, validateSearchTerm } from './search-term-rule.ts';

export function searchTermSchema(numChars: number = SEARCH_MIN_CHARS) {
  return storableString({ error: 'searchMinLength' })
    .trim()
    .superRefine(refineWith((value: string) => validateSearchTerm(value, numChars), { numChars }));
}

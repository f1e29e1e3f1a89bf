import { z } from 'zod';
import { refineWith } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

export const SEARCH_MIN_CHARS = 2;

/** Unlike the other validators, an empty search is too short too: there is no optional search. */
export function validateSearchTerm(
  value: string,
  numChars: number = SEARCH_MIN_CHARS,
): ValidationCode | null {
  return [...value.trim()].length >= numChars ? null : 'searchMinLength';
}

export function searchTermSchema(numChars: number = SEARCH_MIN_CHARS) {
  return z
    .string({ error: 'searchMinLength' })
    .trim()
    .superRefine(refineWith((value: string) => validateSearchTerm(value, numChars), { numChars }));
}

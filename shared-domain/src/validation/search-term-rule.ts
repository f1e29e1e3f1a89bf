import type { ValidationCode } from './validation-code.ts';

// The search threshold without zod: the header search box imports this file (and the message
// catalogue) directly, so the home page does not load the whole validation entry for one rule.
export const SEARCH_MIN_CHARS = 2;

/** Unlike the other validators, an empty search is too short too: there is no optional search. */
export function validateSearchTerm(
  value: string,
  numChars: number = SEARCH_MIN_CHARS,
): ValidationCode | null {
  return [...value.trim()].length >= numChars ? null : 'searchMinLength';
}

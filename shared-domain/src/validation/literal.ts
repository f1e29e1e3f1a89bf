import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// Names and similar fields: letters of any alphabet (with combining accents), and the separators that
// real names contain: spaces, hyphens ("Nováková-Svobodová") and apostrophes ("O'Brien", "D’Angelo").
const literal = /^\p{L}\p{M}*(?:[\p{L}\p{M}]|[ '’-](?=\p{L}))*$/u;

export function validateLiteral(value: string): ValidationCode | null {
  // Doubled spaces are a typing slip, not a different name.
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  return literal.test(text) ? null : 'literal';
}

export const literalSchema = validatedString(validateLiteral);

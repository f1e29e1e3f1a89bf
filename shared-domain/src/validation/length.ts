import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// Lengths count what the user sees: trimmed (the api trims too, so both sides agree) and in code points,
// so "ř" typed as one character or an emoji counts once.
const lengthOf = (value: string) => [...value.trim()].length;

export function validateMinLength(value: string, minlength: number): ValidationCode | null {
  const length = lengthOf(value);
  return length === 0 || length >= minlength ? null : 'minLength';
}

export function validateMaxLength(value: string, maxlength: number): ValidationCode | null {
  return lengthOf(value) <= maxlength ? null : 'maxLength';
}

export interface TextRules {
  minLength?: number;
  maxLength?: number;
}

/** A required, trimmed text with optional length bounds; the issue carries {minlength}/{maxlength}. */
export function textSchema({ minLength, maxLength }: TextRules = {}) {
  return validatedString(
    (value) =>
      (minLength === undefined ? null : validateMinLength(value, minLength)) ??
      (maxLength === undefined ? null : validateMaxLength(value, maxLength)),
    { params: { minlength: minLength, maxlength: maxLength } },
  );
}

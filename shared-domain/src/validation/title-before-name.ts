import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// Academic titles are written in Latin script: "Ing.", "Ph.D.", "Mgr. et Mgr.", "prof. MUDr.".
// Each word is letters with optional inner dots; connecting words such as "et" need no dot, but the whole
// title must end with one. Checked word by word instead of with one big regex, which on long input with
// nested quantifiers could backtrack for a very long time.
const word = /^\p{Script=Latin}+(?:\.\p{Script=Latin}+)*\.?$/u;
const MAX_LENGTH = 100;

export function normalizeTitleBeforeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export function validateTitleBeforeName(value: string): ValidationCode | null {
  const title = normalizeTitleBeforeName(value);
  if (title === '') return null;
  if (title.length > MAX_LENGTH || !title.endsWith('.')) return 'titleBeforeName';
  return title.split(' ').every((part) => word.test(part)) ? null : 'titleBeforeName';
}

export const titleBeforeNameSchema = validatedString(validateTitleBeforeName, {
  normalize: normalizeTitleBeforeName,
});

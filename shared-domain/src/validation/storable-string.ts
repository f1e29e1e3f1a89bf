import { z } from 'zod';
import type { ValidationCode } from './validation-code.ts';

// Every string a client sends is declared with `storableString()` instead of `z.string()`.
// PostgreSQL cannot hold a NUL character in text (the whole statement fails), and a lone UTF-16
// surrogate has no UTF-8 form; neither is ever something a person typed. Refusing both here, once,
// means every field of every contract answers 400 for them instead of failing in the database.
// (With the `u` flag the class matches only unpaired surrogates: a pair is one code point.)
const loneSurrogate = /[\ud800-\udfff]/u;

export function validateStorableText(value: string): ValidationCode | null {
  return value.includes('\u0000') || loneSurrogate.test(value) ? 'invalidCharacters' : null;
}

/** `z.string()` (same parameters) that refuses NUL and lone surrogates before any other check runs. */
export function storableString(params?: string | z.core.$ZodStringParams) {
  return z
    .string(params)
    .refine((value) => validateStorableText(value) === null, { message: 'invalidCharacters', abort: true });
}

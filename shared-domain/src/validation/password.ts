import { z } from 'zod';
import { storableString } from './storable-string.ts';
import type { PasswordRuleCode, ValidationCode } from './validation-code.ts';

export const PASSWORD_MIN_LENGTH = 8;
// Bounds the work of the password hash for a single request.
export const PASSWORD_MAX_LENGTH = 128;

const rules: [PasswordRuleCode, (password: string) => boolean][] = [
  ['passwordMinLength', (password) => [...password].length >= PASSWORD_MIN_LENGTH],
  ['passwordMaxLength', (password) => [...password].length <= PASSWORD_MAX_LENGTH],
  ['passwordUppercase', (password) => /\p{Lu}/u.test(password)],
  ['passwordLowercase', (password) => /\p{Ll}/u.test(password)],
  ['passwordDigit', (password) => /\p{Nd}/u.test(password)],
  // Anything that is neither a letter, a digit nor white space: "-", "!", "€", "_" …
  ['passwordSpecial', (password) => /[^\p{L}\p{N}\s]/u.test(password)],
  ['passwordNumeric', (password) => !/^\p{Nd}+$/u.test(password)],
];

/** Message values of the password rules that take a number. */
export const passwordRuleParams: Partial<Record<PasswordRuleCode, Record<string, number>>> = {
  passwordMinLength: { minlength: PASSWORD_MIN_LENGTH },
  passwordMaxLength: { maxlength: PASSWORD_MAX_LENGTH },
};

/**
 * Every rule a new password breaks, in display order, so a form can tick them off while the user types.
 * Passwords are never trimmed: spaces are part of the secret. Apply to new passwords only; login must
 * accept whatever was valid when the password was set.
 */
export function passwordRuleFailures(password: string): PasswordRuleCode[] {
  return rules.filter(([, passes]) => !passes(password)).map(([code]) => code);
}

export function validatePassword(password: string): ValidationCode | null {
  if (password === '') return null;
  return passwordRuleFailures(password)[0] ?? null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): ValidationCode | null {
  if (confirmation === '') return null;
  return password === confirmation ? null : 'passwordMismatch';
}

export const passwordSchema = storableString({ error: 'required' })
  .min(1, { message: 'required' satisfies ValidationCode, abort: true })
  .superRefine((password, ctx) => {
    for (const code of passwordRuleFailures(password)) {
      ctx.addIssue({ code: 'custom', message: code, params: passwordRuleParams[code] });
    }
  });

/** A new password and its confirmation; a mismatch is reported on the confirmation field. */
export const passwordPairSchema = z
  .object({
    password: passwordSchema,
    passwordConfirmation: storableString({ error: 'required' }).min(1, {
      message: 'required' satisfies ValidationCode,
    }),
  })
  .superRefine(({ password, passwordConfirmation }, ctx) => {
    const code = validatePasswordConfirmation(password, passwordConfirmation);
    if (code !== null) ctx.addIssue({ code: 'custom', message: code, path: ['passwordConfirmation'] });
  });

import type { z } from 'zod';
import { storableString } from './storable-string.ts';
import type { ValidationCode, Validator } from './validation-code.ts';

export interface ValidatedStringOptions {
  /** Rewrites a valid value to its canonical form; must return any other input unchanged. */
  normalize?: (value: string) => string;
  /** Placeholder values of the message (e.g. `{ minlength: 3 }`), carried on the zod issue. */
  params?: Record<string, unknown>;
}

/** A zod refinement (for `.superRefine`) that reports the validator's code as the issue message. */
export function refineWith<T>(validate: Validator<T>, params?: Record<string, unknown>) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    const code = validate(value);
    if (code !== null) ctx.addIssue({ code: 'custom', message: code, params });
  };
}

/**
 * A required, trimmed string whose every issue message is a ValidationCode, so the api can translate zod
 * issues with the same catalogue as the forms. `overwrite` (not `transform`) keeps the schema
 * representable in the generated OpenAPI document.
 */
export function validatedString(validate: Validator, options: ValidatedStringOptions = {}) {
  const checked = storableString({ error: 'required' })
    .trim()
    .min(1, { message: 'required' satisfies ValidationCode, abort: true })
    .superRefine(refineWith(validate, options.params));
  return options.normalize ? checked.overwrite(options.normalize) : checked;
}

/** Same as `validatedString` for optional fields: undefined and '' pass, as an untouched form field sends them. */
export function optionalValidatedString(validate: Validator, options: ValidatedStringOptions = {}) {
  const checked = storableString({ error: 'required' })
    .trim()
    .superRefine(refineWith((value: string) => (value === '' ? null : validate(value)), options.params));
  return (options.normalize ? checked.overwrite(options.normalize) : checked).optional();
}

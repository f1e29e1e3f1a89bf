// One code per message of the validation catalogue. Validators return these codes instead of text, so the
// browser and the api share the rule and each side translates with `validationMessages`.
export const passwordRuleCodes = [
  'passwordMinLength',
  'passwordMaxLength',
  'passwordUppercase',
  'passwordLowercase',
  'passwordDigit',
  'passwordSpecial',
  'passwordNumeric',
] as const;
export type PasswordRuleCode = (typeof passwordRuleCodes)[number];

export const validationCodes = [
  'required',
  'email',
  'number',
  'decimal',
  'positive',
  'minValue',
  'maxValue',
  'minLength',
  'maxLength',
  'link',
  'phone',
  'bankCode',
  'prefix',
  'bankAccountNumber',
  'postcode',
  'imei',
  'ean',
  'birthNumber',
  'cnp',
  'iban',
  'literal',
  'date',
  'dateInPast',
  'dateInFuture',
  'identityCard',
  'captcha',
  ...passwordRuleCodes,
  'passwordMismatch',
  'titleBeforeName',
  'searchMinLength',
  'companyId',
  'vatId',
  'isicCard',
  'serialNumber',
  'seoName',
  'invalidCharacters',
  'endAfterStart',
] as const;
/**
 * Codes of rules only staff forms have. They and their messages are registered by the api and the
 * admin (contracts/staff-validation-messages.ts), so the storefront's pages, which load this file
 * and the messages, do not carry them.
 */
export type StaffValidationCode = 'highPercentage' | 'twoDecimals';
export type StorefrontValidationCode = (typeof validationCodes)[number];
export type ValidationCode = StorefrontValidationCode | StaffValidationCode;

/** A validator answers with the first rule the value breaks, or null when it passes. */
export type Validator<T = string> = (value: T) => ValidationCode | null;

const codeSet = new Set<string>(validationCodes);

/** Makes the staff rules' codes known (see StaffValidationCode). */
export function allowStaffValidationCodes(codes: readonly StaffValidationCode[]): void {
  for (const code of codes) codeSet.add(code);
}

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && codeSet.has(value);
}

/** Runs validators in order and stops at the first failure, like a form field with several rules. */
export function composeValidators<T>(...validators: Validator<T>[]): Validator<T> {
  return (value) => {
    for (const validate of validators) {
      const code = validate(value);
      if (code !== null) return code;
    }
    return null;
  };
}

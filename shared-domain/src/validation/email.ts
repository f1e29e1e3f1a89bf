import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// The practical subset of RFC 5322 that mail providers actually hand out: a dot-atom local part and a
// DNS host name with a real TLD. Quoted local parts, comments and IP-literal domains are valid in theory
// but in a shop form they are typos far more often than addresses. No nested quantifiers, so a long
// hostile input cannot make the regex backtrack for long.
const atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const tld = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const emailPattern = new RegExp(`^${atext}+(?:\\.${atext}+)*@(?:${label}\\.)+${tld}$`);

const MAX_LOCAL_PART = 64;
const MAX_ADDRESS = 254;

export function validateEmail(value: string): ValidationCode | null {
  const email = value.trim();
  if (email === '') return null;
  if (email.length > MAX_ADDRESS) return 'email';
  const at = email.lastIndexOf('@');
  if (at > MAX_LOCAL_PART) return 'email';
  return emailPattern.test(email) ? null : 'email';
}

/**
 * Trimmed and lower-cased. The local part is case-sensitive in theory, but no provider treats it so, and
 * logging in as "Jana.Novakova@…" must find the account registered as "jana.novakova@…".
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

// `format` only documents the field in the generated OpenAPI; validateEmail is the rule.
export const emailSchema = validatedString(validateEmail, { normalize: normalizeEmail }).meta({
  format: 'email',
});

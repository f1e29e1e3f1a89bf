import type { IntlShape } from 'react-intl';
import type { Locale, LoginLock } from 'shared-domain';
import {
  composeValidators,
  formatValidationMessage,
  isValidationCode,
  type ValidationCode,
  validateEmail,
  validateRequired,
} from 'shared-domain/validation';
import { fieldErrorsOf, isApiError } from 'shared-ui';

export interface LoginValues {
  email: string;
  password: string;
}
export type LoginField = keyof LoginValues;
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

const validators: Record<LoginField, (value: string) => ValidationCode | null> = {
  email: composeValidators<string>(validateRequired, validateEmail),
  password: validateRequired,
};

function localeOf(intl: IntlShape): Locale {
  return intl.locale === 'ro-RO' ? 'ro-RO' : 'cs-CZ';
}

/** The same rules as the api's login schema (shared-domain), translated with the shared catalogue. */
export function validateLogin(values: LoginValues, intl: IntlShape): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  for (const field of Object.keys(validators) as LoginField[]) {
    const code = validators[field](values[field]);
    if (code !== null) errors[field] = formatValidationMessage(localeOf(intl), code);
  }
  return errors;
}

// Zod's own codes the api may send for these fields, mapped to the shared catalogue.
const codeAliases: Record<string, ValidationCode> = { invalid_email: 'email' };

/** A message of `errors.form.<field>`: a validation code is translated, any other text shown as it is. */
function serverFieldMessage(message: string, intl: IntlShape): string {
  const code = codeAliases[message] ?? message;
  return isValidationCode(code) ? formatValidationMessage(localeOf(intl), code) : message;
}

export interface LoginFailure {
  fieldErrors: LoginFieldErrors;
  formError?: string;
}

/** What to tell the user after the api refused the login. */
export function describeLoginFailure(
  error: unknown,
  intl: IntlShape,
  describeApiError: (error: unknown) => string,
): LoginFailure {
  if (isApiError(error) && error.status === 400) {
    const fields = fieldErrorsOf(error.data, 'form');
    const fieldErrors: LoginFieldErrors = {};
    for (const field of ['email', 'password'] as const) {
      if (fields[field]) fieldErrors[field] = serverFieldMessage(fields[field], intl);
    }
    const rest = Object.keys(fields).filter((field) => field !== 'email' && field !== 'password');
    return {
      fieldErrors,
      formError: rest.length > 0 ? serverFieldMessage(fields[rest[0]], intl) : undefined,
    };
  }
  if (isApiError(error) && error.status === 401) {
    return { fieldErrors: {}, formError: intl.formatMessage({ id: 'account.login.invalidCredentials' }) };
  }
  if (isApiError(error) && error.status === 429) {
    return { fieldErrors: {}, formError: lockMessage(lockOf(error.data), intl) };
  }
  return { fieldErrors: {}, formError: describeApiError(error) };
}

/** The lock the api describes in a 429's body (beside Retry-After), if the body has a usable one. */
function lockOf(body: unknown): LoginLock | null {
  const lock = (body as { lock?: Partial<LoginLock> } | null)?.lock;
  if (!lock || (lock.scope !== 'account' && lock.scope !== 'address')) return null;
  const seconds = lock.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? { scope: lock.scope, retryAfterSeconds: seconds }
    : null;
}

/** "Try again in 10 minutes": rounded up, so the user never comes back while still locked. */
function lockMessage(lock: LoginLock | null, intl: IntlShape): string {
  if (!lock) return intl.formatMessage({ id: 'account.login.tooManyAttempts' });
  const minutes = Math.max(1, Math.ceil(lock.retryAfterSeconds / 60));
  const id = lock.scope === 'account' ? 'account.login.lockedAccount' : 'account.login.lockedAddress';
  return intl.formatMessage({ id }, { minutes });
}

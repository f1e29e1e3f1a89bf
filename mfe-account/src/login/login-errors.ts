import type { IntlShape } from 'react-intl';
import type { Locale } from 'shared-domain';
import {
  composeValidators,
  formatValidationMessage,
  isValidationCode,
  type ValidationCode,
  validateEmail,
  validateRequired,
} from 'shared-domain/validation';
import { type ApiError, fieldErrorsOf, isApiError, minutesOf, retryAfterSecondsOf } from 'shared-ui';

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
    const fields = fieldErrorsOf(error.data);
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
    return { fieldErrors: {}, formError: lockMessage(error, intl) };
  }
  return { fieldErrors: {}, formError: describeApiError(error) };
}

/**
 * "The account is locked, try again in 10 minutes": the wait is read and rounded by shared-ui like
 * every other limit; the login only says what is locked (the e-mail or the address).
 */
function lockMessage(error: ApiError, intl: IntlShape): string {
  const seconds = retryAfterSecondsOf(error);
  const scope = error.data.lock?.scope;
  if (seconds === null || (scope !== 'account' && scope !== 'address'))
    return intl.formatMessage({ id: 'account.login.tooManyAttempts' });
  const id = scope === 'account' ? 'account.login.lockedAccount' : 'account.login.lockedAddress';
  return intl.formatMessage({ id }, { minutes: minutesOf(seconds) });
}

import type { IntlShape } from 'react-intl';
import type { FormErrors } from 'shared-domain/validation';
import { fieldErrorsOf, isApiError } from 'shared-ui';

export interface RegisterFailure {
  /** Messages at the fields (dotted paths of the request). */
  errors: FormErrors;
  /** A sentence for the whole form when no field explains the refusal. */
  message?: string;
}

/** What to tell the user after the api refused the registration (400 fields, 409 e-mail taken). */
export function describeRegisterFailure(
  error: unknown,
  intl: IntlShape,
  describeApiError: (error: unknown) => string,
): RegisterFailure {
  if (isApiError(error) && error.status === 409 && error.data.code === 'email_taken') {
    const errors = fieldErrorsOf(error.data);
    return {
      errors: { ...errors, email: errors.email ?? intl.formatMessage({ id: 'account.register.emailTaken' }) },
    };
  }
  if (isApiError(error) && error.status === 400) {
    const errors = fieldErrorsOf(error.data);
    return Object.keys(errors).length > 0 ? { errors } : { errors, message: describeApiError(error) };
  }
  return { errors: {}, message: describeApiError(error) };
}

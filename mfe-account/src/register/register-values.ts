import { type Locale, type RegisterRequest, type ShopCode, shops } from 'shared-domain';
import { registerRequestSchemaFor } from 'shared-domain/contracts';
import {
  type FormErrors,
  formatValidationMessage,
  formErrorsOfIssues,
  validatePasswordConfirmation,
} from 'shared-domain/validation';

// The registration form's values, named like the fields of RegisterRequest so a zod issue or an
// api error lands on its field without a mapping table.

export interface RegisterValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  firstName: string;
  lastName: string;
  phone: string;
  business: boolean;
  companyName: string;
  companyId: string;
  vatId: string;
  consentTerms: boolean;
  consentMarketing: boolean;
}
export type RegisterField = keyof RegisterValues;

/** Every field in the order of the form (and of the error summary). */
export const registerFields: readonly RegisterField[] = [
  'email',
  'password',
  'passwordConfirmation',
  'firstName',
  'lastName',
  'phone',
  'business',
  'companyName',
  'companyId',
  'vatId',
  'consentTerms',
  'consentMarketing',
];

// Consents are never pre-ticked: the customer gives them, the shop does not assume them.
export const emptyRegisterValues: RegisterValues = {
  email: '',
  password: '',
  passwordConfirmation: '',
  firstName: '',
  lastName: '',
  phone: '',
  business: false,
  companyName: '',
  companyId: '',
  vatId: '',
  consentTerms: false,
  consentMarketing: false,
};

/** The request body; company fields only for a business customer (hidden ones are not sent). */
function requestOf(values: RegisterValues): Record<string, unknown> {
  const { companyName, companyId, vatId, ...personal } = values;
  return values.business ? { ...personal, companyName, companyId, vatId } : personal;
}

export type RegisterCheck = { ok: true; body: RegisterRequest } | { ok: false; errors: FormErrors };

/** Checks with the api's own schema, so the form shows the api's texts at the same fields. */
export function checkRegistration(shop: ShopCode, values: RegisterValues): RegisterCheck {
  const locale: Locale = shops[shop].locale;
  const result = registerRequestSchemaFor(shop).safeParse(requestOf(values));
  if (result.success) return { ok: true, body: result.data };
  return {
    ok: false,
    errors: { ...crossFieldErrors(values, locale), ...formErrorsOfIssues(result.error.issues, locale) },
  };
}

/**
 * The schema's checks across fields (confirmation, company of a business customer) are skipped by zod
 * while another field is still invalid; the form repeats them so every error shows after one submit.
 */
function crossFieldErrors(values: RegisterValues, locale: Locale): FormErrors {
  const errors: FormErrors = {};
  const mismatch = validatePasswordConfirmation(values.password, values.passwordConfirmation);
  if (mismatch) errors.passwordConfirmation = formatValidationMessage(locale, mismatch);
  if (values.business) {
    for (const field of ['companyName', 'companyId'] as const) {
      if (values[field].trim() === '') errors[field] = formatValidationMessage(locale, 'required');
    }
  }
  return errors;
}

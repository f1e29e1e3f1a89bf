import type { JsonFormKind, Locale, ShopCode } from 'shared-domain';
import { formSchemasFor, jobApplicationFieldsSchemaFor } from 'shared-domain/contracts/forms.ts';
import { validationMessageOfIssue } from 'shared-domain/validation';

// The fields of each form, in order, and their check with the schema the api validates with (the
// same rules and words). The captcha is checked by the api alone.

export type FormKind = JsonFormKind | 'job_application';
export type FieldControl = 'text' | 'email' | 'tel' | 'textarea' | 'rating';

/** The fields the public forms are made of. */
export type FieldName =
  | 'name'
  | 'email'
  | 'phone'
  | 'subject'
  | 'message'
  | 'rating'
  | 'product'
  | 'position';

export interface FieldSpec {
  name: FieldName;
  control: FieldControl;
  required: boolean;
  autoComplete?: string;
}

const name = (required: boolean): FieldSpec => ({
  name: 'name',
  control: 'text',
  required,
  autoComplete: 'name',
});
const email: FieldSpec = { name: 'email', control: 'email', required: true, autoComplete: 'email' };
const phone = (required: boolean): FieldSpec => ({
  name: 'phone',
  control: 'tel',
  required,
  autoComplete: 'tel',
});
const message = (required: boolean): FieldSpec => ({ name: 'message', control: 'textarea', required });

export const formFields: Record<FormKind, FieldSpec[]> = {
  contact: [
    name(true),
    email,
    phone(false),
    { name: 'subject', control: 'text', required: false },
    message(true),
  ],
  feedback: [name(false), email, { name: 'rating', control: 'rating', required: false }, message(true)],
  offer_request: [
    name(true),
    email,
    phone(false),
    { name: 'product', control: 'text', required: true },
    message(false),
  ],
  job_application: [
    name(true),
    email,
    phone(true),
    { name: 'position', control: 'text', required: true },
    message(false),
  ],
};

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string | undefined>;

export function emptyValues(kind: FormKind): FormValues {
  return Object.fromEntries(formFields[kind].map((field) => [field.name, '']));
}

/** The values as the api takes them: empty optional fields left out, the rating as a number. */
export function bodyOf(kind: FormKind, values: FormValues): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const field of formFields[kind]) {
    const value = values[field.name] ?? '';
    if (value === '' && !field.required) continue;
    body[field.name] = field.control === 'rating' ? Number(value) : value;
  }
  return body;
}

/** The form's own check; the api checks again (and the captcha) when sent. */
export function checkForm(kind: FormKind, shop: ShopCode, values: FormValues, locale: Locale): FieldErrors {
  const schema =
    kind === 'job_application' ? jobApplicationFieldsSchemaFor(shop) : formSchemasFor[kind](shop);
  const result = schema.safeParse({ ...bodyOf(kind, values), captcha: 'checked-by-the-api' });
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field !== 'captcha') errors[field] ??= validationMessageOfIssue(issue, locale);
  }
  return errors;
}

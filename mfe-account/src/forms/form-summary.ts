import type { FormErrors } from 'shared-domain/validation';
import type { FormErrorItem } from 'shared-ui';

// The error summary every account form shows above its fields (registration, reset, personal data,
// addresses, password change).

/** One linked item per field with an error, in the order of the form's fields. */
export function summaryItems<F extends string>(
  errors: FormErrors,
  fields: readonly F[],
  idOf: (field: F) => string,
): FormErrorItem[] {
  return fields
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: idOf(field), message: errors[field] }));
}

/** A message for a field the form does not show (e.g. a rule the server added): nowhere else to go. */
export function errorOutsideFields(errors: FormErrors, fields: readonly string[]): string | undefined {
  const rest = Object.keys(errors).filter((path) => !fields.includes(path));
  return rest.length > 0 ? errors[rest[0]] : undefined;
}

/** The field items, then every message the form has no field for (e.g. the api's "non_field_errors"). */
export function summaryOf<F extends string>(
  errors: FormErrors,
  fields: readonly F[],
  idOf: (field: F) => string,
): FormErrorItem[] {
  const known = new Set<string>(fields);
  const elsewhere = Object.entries(errors)
    .filter(([path]) => !known.has(path))
    .map(([, message]) => ({ message }));
  return [...summaryItems(errors, fields, idOf), ...elsewhere];
}

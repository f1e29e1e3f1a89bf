import type { Locale } from 'shared-domain';
import { type WarrantyRegistration, warrantyRegistrationSchema } from 'shared-domain/contracts/landing.ts';
import { validationMessageOfIssue } from 'shared-domain/validation';

// The warranty form is checked with the schema the api validates with: the same rules and words.

export type WarrantyField = keyof WarrantyRegistration;
export type WarrantyFieldErrors = Partial<Record<WarrantyField, string>>;
export const warrantyFields: WarrantyField[] = ['imei', 'purchase_date', 'invoice_number', 'email'];

export const emptyWarrantyForm: WarrantyRegistration = {
  imei: '',
  purchase_date: '',
  invoice_number: '',
  email: '',
};

export type WarrantyFormCheck =
  | { ok: true; body: WarrantyRegistration }
  | { ok: false; errors: WarrantyFieldErrors };

export function checkWarrantyForm(values: WarrantyRegistration, locale: Locale): WarrantyFormCheck {
  const result = warrantyRegistrationSchema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const errors: WarrantyFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as WarrantyField;
    errors[field] ??= validationMessageOfIssue(issue, locale);
  }
  return { ok: false, errors };
}

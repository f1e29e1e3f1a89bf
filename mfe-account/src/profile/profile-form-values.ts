import { type Profile, type ProfileUpdate, type ShopCode, shops } from 'shared-domain';
import { profileUpdateSchemaFor } from 'shared-domain/contracts';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';

/** What the personal-data form holds: text inputs are strings ('' when empty), never null. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  business: boolean;
  companyName: string;
  companyId: string;
  vatId: string;
  consentMarketing: boolean;
}

export type ProfileTextField = 'firstName' | 'lastName' | 'phone' | 'companyName' | 'companyId' | 'vatId';
export const personalFields = ['firstName', 'lastName', 'phone'] as const satisfies ProfileTextField[];
export const companyFields = ['companyName', 'companyId', 'vatId'] as const satisfies ProfileTextField[];

export function profileFormValuesOf(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    business: profile.business,
    companyName: profile.companyName ?? '',
    companyId: profile.companyId ?? '',
    vatId: profile.vatId ?? '',
    consentMarketing: profile.consentMarketing,
  };
}

export type ProfileCheck = { ok: true; update: ProfileUpdate } | { ok: false; errors: FormErrors };

/**
 * Checks the form with the api's own schema. The company fields count only for a business
 * customer: whoever unticks "buying for a company" should not be stopped by a half-typed IČO.
 */
export function checkProfileForm(values: ProfileFormValues, shop: ShopCode): ProfileCheck {
  const { companyName, companyId, vatId, ...personal } = values;
  const input = values.business ? values : { ...personal, business: false };
  const result = profileUpdateSchemaFor(shop).safeParse(input);
  if (result.success) return { ok: true, update: result.data };
  return { ok: false, errors: formErrorsOfIssues(result.error.issues, shops[shop].locale) };
}

// The closed vocabularies of the wire contracts: plain values, no zod, so the fronts can use them
// from the boot-time entry while the schemas (contracts/, with zod) load only where data is
// validated — in the api, and in forms.

export const roles = ['customer', 'business', 'staff', 'warehouse'] as const;
export type Role = (typeof roles)[number];

/** Staff areas: admin screens need 'staff'; warehouse screens accept 'warehouse' and 'staff'. */
export function canUseAdmin(user: { role: Role } | null): boolean {
  return user?.role === 'staff';
}
export function canUseWarehouse(user: { role: Role } | null): boolean {
  return user?.role === 'warehouse' || user?.role === 'staff';
}

/** `type` of the one error body of the api and the bff. */
export const errorTypes = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'upstream',
  'internal',
] as const;
export type ErrorType = (typeof errorTypes)[number];

/** Quality grades of used devices, best to worst. */
export const qualityGrades = ['A+', 'A', 'B', 'C', 'D'] as const;
export type QualityGrade = (typeof qualityGrades)[number];

/**
 * Orders of the product list besides the default catalogue order (product id ascending). Ids grow
 * as products are added, so the highest ids are the newest products.
 */
export const productSorts = ['newest'] as const;
export type ProductSort = (typeof productSorts)[number];

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** What the fronts filter centres by: buyout shows 'buyout', service shows 'service'. */
export const storeKinds = ['store', 'buyout', 'service'] as const;
export type StoreKind = (typeof storeKinds)[number];

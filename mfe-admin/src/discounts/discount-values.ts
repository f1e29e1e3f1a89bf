import type { DiscountDetail, DiscountInput, DiscountScopeItem, DiscountType } from 'shared-domain';
import { MINOR_UNITS_PER_UNIT } from 'shared-domain';

// The discount form's values as typed (texts, so a half-typed number stays as it is) and the
// request made of them. Money is typed in whole units with an optional decimal part and sent in
// minor units; times are typed in the browser's local time and sent as ISO instants.

export interface DiscountFormValues {
  title: string;
  marketingName: string;
  type: DiscountType;
  value: string;
  validFrom: string;
  validTo: string;
  isActive: boolean;
  isPublic: boolean;
  isCombinable: boolean;
  isAutomatic: boolean;
  minOrderAmount: string;
  maxQuantityPerOrder: string;
  firstPurchaseOnly: boolean;
  usesPerCustomer: string;
  products: DiscountScopeItem[];
  productTypeIds: number[];
}

/** An instant as a datetime-local value (YYYY-MM-DDTHH:mm) in the browser's time zone. */
export function localInputOf(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value as an ISO instant; '' or nonsense stays as typed for the server to refuse. */
export function isoOfLocalInput(value: string): string {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** "199", "199,50" or "199.5" in minor units; NaN when it is no amount. */
export function minorOfTyped(value: string): number {
  const normalised = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * MINOR_UNITS_PER_UNIT);
}

export function typedOfMinor(amount: number): string {
  const units = amount / MINOR_UNITS_PER_UNIT;
  return Number.isInteger(units) ? String(units) : units.toFixed(2);
}

const isMoney = (type: DiscountType) => type !== 'percentage';

export function formValuesOf(discount: DiscountDetail | null): DiscountFormValues {
  if (!discount)
    return {
      title: '',
      marketingName: '',
      type: 'percentage',
      value: '',
      validFrom: localInputOf(new Date().toISOString()),
      validTo: '',
      isActive: true,
      isPublic: false,
      isCombinable: false,
      isAutomatic: false,
      minOrderAmount: '0',
      maxQuantityPerOrder: '',
      firstPurchaseOnly: false,
      usesPerCustomer: '',
      products: [],
      productTypeIds: [],
    };
  return {
    title: discount.title,
    marketingName: discount.marketingName,
    type: discount.type,
    value: isMoney(discount.type) ? typedOfMinor(discount.value) : String(discount.value),
    validFrom: localInputOf(discount.validFrom),
    validTo: discount.validTo ? localInputOf(discount.validTo) : '',
    isActive: discount.isActive,
    isPublic: discount.isPublic,
    isCombinable: discount.isCombinable,
    isAutomatic: discount.isAutomatic,
    minOrderAmount: typedOfMinor(discount.minOrderAmount),
    maxQuantityPerOrder: discount.maxQuantityPerOrder === null ? '' : String(discount.maxQuantityPerOrder),
    firstPurchaseOnly: discount.firstPurchaseOnly,
    usesPerCustomer: discount.usesPerCustomer === null ? '' : String(discount.usesPerCustomer),
    products: discount.products,
    productTypeIds: discount.productTypes.map((type) => type.id),
  };
}

/** A whole number typed, or NaN (the server then says what is wrong at the field). */
function wholeOf(value: string): number {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

const optionalWhole = (value: string) => (value.trim() === '' ? null : wholeOf(value));

/** The request of the form; numbers that are not numbers go as NaN → null, refused at their field. */
export function inputOf(values: DiscountFormValues, confirmHighPercentage = false): DiscountInput {
  const value = isMoney(values.type) ? minorOfTyped(values.value) : wholeOf(values.value);
  return {
    title: values.title,
    marketingName: values.marketingName,
    type: values.type,
    value,
    validFrom: isoOfLocalInput(values.validFrom),
    validTo: values.validTo.trim() === '' ? null : isoOfLocalInput(values.validTo),
    isActive: values.isActive,
    isPublic: values.isPublic,
    isCombinable: values.isCombinable,
    isAutomatic: values.isAutomatic,
    minOrderAmount: minorOfTyped(values.minOrderAmount || '0'),
    maxQuantityPerOrder: optionalWhole(values.maxQuantityPerOrder),
    firstPurchaseOnly: values.firstPurchaseOnly,
    usesPerCustomer: optionalWhole(values.usesPerCustomer),
    productIds: values.products.map((product) => product.id),
    productTypeIds: values.productTypeIds,
    ...(confirmHighPercentage ? { confirmHighPercentage: true } : {}),
  };
}

import type { Profile, SavedAddress } from 'shared-domain';
import { deliveryAddressFields, type OrderFormValues } from './order-form-values.ts';

// How the account's data lands in the order form: the profile in the billing fields, a saved
// address in the delivery fields. Pure, so the form decides when; these only decide what.

type FormPatch = Partial<OrderFormValues>;

/** The billing fields a profile can fill; a business customer's company ticks the invoice on it. */
export function profilePrefill(profile: Profile): FormPatch {
  const patch: FormPatch = {
    'order_billing_address.first_name': profile.firstName,
    'order_billing_address.last_name': profile.lastName,
    'order_billing_address.email': profile.email,
    'order_billing_address.phone': profile.phone ?? '',
  };
  if (!profile.business) return patch;
  return {
    ...patch,
    'order_billing_address.invoice_on_company': true,
    'order_billing_address.company': profile.companyName ?? '',
    'order_billing_address.tin': profile.companyId ?? '',
    'order_billing_address.vatn': profile.vatId ?? '',
  };
}

/**
 * Applies `patch` except where the customer has been first: a field they changed (`touched`) or
 * one that already holds text keeps its value, so a late answer never overwrites typing.
 */
export function fillUntouched(
  values: OrderFormValues,
  patch: FormPatch,
  touched: ReadonlySet<string>,
): OrderFormValues {
  const next = { ...values };
  for (const [path, value] of Object.entries(patch) as [keyof OrderFormValues, string | boolean][]) {
    const current = values[path];
    if (touched.has(path) || (typeof current === 'string' && current !== '')) continue;
    (next as Record<string, string | boolean>)[path] = value;
  }
  return next;
}

/** The delivery fields of a saved address (it has no district), with the section opened. */
export function withSavedAddress(values: OrderFormValues, address: SavedAddress): OrderFormValues {
  return {
    ...values,
    different_delivery_address: true,
    'order_delivery_address.name': address.name,
    'order_delivery_address.address': address.street,
    'order_delivery_address.city': address.city,
    'order_delivery_address.postcode': address.postcode,
    'order_delivery_address.phone': address.phone ?? '',
    'order_delivery_address.district': '',
  };
}

export function isDeliveryAddressEmpty(values: OrderFormValues): boolean {
  return deliveryAddressFields.every((path) => values[path].trim() === '');
}

/** The saved address the delivery fields show right now, if any: the picker's value follows the fields. */
export function matchingSavedAddress(
  values: OrderFormValues,
  addresses: readonly SavedAddress[],
): SavedAddress | undefined {
  return addresses.find((address) => {
    const filled = withSavedAddress(values, address);
    return deliveryAddressFields.every((path) => filled[path] === values[path]);
  });
}

/** "name, street, city" as the picker lists it. */
export function savedAddressLabel(address: SavedAddress): string {
  return [address.name, address.street, address.city].join(', ');
}

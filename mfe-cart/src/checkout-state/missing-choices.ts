import type { CheckoutState } from './checkout-slice.ts';

/**
 * What the customer still has to choose on the cart page before the order form makes sense, in the
 * order the page asks for it. The cart's "to checkout" button and the order form's guard both ask
 * this, so the button never leads to a form that sends the customer back.
 */
export type MissingChoice =
  | 'delivery'
  | 'store'
  | 'pickupPoint'
  | 'expressAddress'
  | 'payment'
  | 'installment';

export function missingChoices(choice: CheckoutState): MissingChoice[] {
  const missing: MissingChoice[] = [];
  const { delivery } = choice;
  if (!delivery) missing.push('delivery');
  else if (delivery.type === 'store' && delivery.storeId === undefined) missing.push('store');
  else if (delivery.type === 'pickup_point' && delivery.pickupPointId === undefined)
    missing.push('pickupPoint');
  else if (delivery.type === 'express' && delivery.address === undefined) missing.push('expressAddress');
  if (!choice.payment) missing.push('payment');
  else if (choice.payment === 'installments' && choice.installment === null) missing.push('installment');
  return missing;
}

import type { Cart } from 'shared-domain';
import type { MissingChoice } from '../checkout-state/missing-choices.ts';
import type { MessageId } from '../messages/message-ids.ts';

/**
 * Why the cart cannot be ordered yet, in words: a problem the api found or a choice the customer
 * has yet to make. A new problem or choice without its words fails tsc.
 */
export const blockedReason: Record<Cart['problems'][number] | MissingChoice, MessageId> = {
  insurance_price_changed: 'cart.blocked.insurance_price_changed',
  invalid_discount: 'cart.blocked.invalid_discount',
  out_of_stock: 'cart.blocked.out_of_stock',
  delivery: 'cart.blocked.delivery',
  store: 'cart.blocked.store',
  pickupPoint: 'cart.blocked.pickupPoint',
  expressAddress: 'cart.blocked.expressAddress',
  payment: 'cart.blocked.payment',
  installment: 'cart.blocked.installment',
};

import type { Deliveries, Money, Payments } from 'shared-domain';

export interface DeliveryPaymentStepProps {
  deliveries: Deliveries;
  payments: Payments;
  /** The cart's total before delivery and payment, for the installment options. */
  cartTotal: Money;
}

/** Placeholder: delivery and payment choice of the cart page (issue 5). */
export function DeliveryPaymentStep(_props: DeliveryPaymentStepProps) {
  return null;
}

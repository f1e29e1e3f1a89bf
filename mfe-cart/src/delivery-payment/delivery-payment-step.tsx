import type { Deliveries, Money, Payments } from 'shared-domain';
import { usePersistCheckoutState } from '../checkout-state/use-persist-checkout.ts';
import { DeliveryOptions } from './delivery-options.tsx';
import styles from './delivery-payment.module.css';
import { PaymentOptions } from './payment-options.tsx';

export interface DeliveryPaymentStepProps {
  deliveries: Deliveries;
  payments: Payments;
  /** The cart's total before delivery and payment, for the installment options. */
  cartTotal: Money;
  /** The api is pricing a newer choice: the lists shown may still be the previous choice's. */
  pending: boolean;
}

/**
 * Delivery and payment on the cart page (issue 5 items 3 and 4). The choices live in the checkout
 * slice, saved to sessionStorage, and the order form reads them from there.
 */
export function DeliveryPaymentStep({ deliveries, payments, cartTotal, pending }: DeliveryPaymentStepProps) {
  usePersistCheckoutState();
  return (
    <div className={styles.step}>
      <DeliveryOptions deliveries={deliveries} />
      <PaymentOptions payments={payments} cartTotal={cartTotal} pending={pending} />
    </div>
  );
}

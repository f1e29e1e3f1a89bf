import type { OpenedAccount } from '../accounts/open-account-from-order.ts';
import type { computeTotals } from '../cart/cart-totals.ts';
import type { PricedCart } from '../cart/priced-cart.ts';
import type { OrderInput } from './order-submit-checks.ts';

/** What the confirmation e-mail needs once the order is committed. */
export interface PlacedOrder {
  number: string;
  token: string;
  email: string;
  input: OrderInput;
  cart: PricedCart;
  totals: ReturnType<typeof computeTotals>;
  paymentUrl: string | null;
  /** The account a visitor asked for at checkout (create_account), if one was opened. */
  openedAccount: OpenedAccount | null;
}

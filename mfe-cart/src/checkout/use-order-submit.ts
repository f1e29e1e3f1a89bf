import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type CartTotals, type OrderCreated, type OrderSubmit, orderPagePath } from 'shared-domain';
import type { FormErrors } from 'shared-domain/validation';
import {
  api,
  fieldErrorsOf,
  isApiError,
  useApiErrorMessage,
  useAppDispatch,
  useNavigate,
  useShop,
} from 'shared-ui';
import { sendUntilAnswered, useIdempotencyKey } from 'shared-ui/idempotency';
import {
  useCreateCheckoutOrderMutation,
  useInitCheckoutWalletPaymentMutation,
  useProcessCheckoutWalletPaymentMutation,
  useStartCheckoutWalletSessionMutation,
} from '../checkout-api.ts';
import { checkoutActions } from '../checkout-state/checkout-slice.ts';
import type { MessageId } from '../messages/message-ids.ts';
import { gatewayNavigation } from './gateway-navigation.ts';
import { payWithWallet } from './wallet-payment.ts';

export type OrderFailure =
  /** 400: errors at the fields; `message` for those no field shows. */
  | { kind: 'invalid'; errors: FormErrors; message: string }
  /** 409 and other refusals: a sentence for the customer. */
  | { kind: 'refused'; message: string }
  /** The api was not reached or failed: sending again is safe (same Idempotency-Key). */
  | { kind: 'network'; message: string }
  /** 409 `total_changed`: the order costs another total now; the customer confirms the new one. */
  | { kind: 'totalChanged'; message: string; summary: CartTotals };

/** Known 409 codes of finishing an order → the customer's message for each. */
const conflictMessages: Record<string, MessageId> = {
  delivery_unavailable: 'checkout.express.unavailable',
  express_unavailable: 'checkout.express.unavailable',
  pickup_point_unavailable: 'checkout.pickup.congested',
  installments_failed: 'checkout.installments.failed',
  twisto_failed: 'checkout.conflict.twisto',
  invalid_discount: 'checkout.conflict.invalidDiscount',
  insurance_price_changed: 'checkout.conflict.insurancePrice',
  out_of_stock: 'checkout.conflict.outOfStock',
  cart_empty: 'checkout.conflict.cartEmpty',
  empty_cart: 'checkout.conflict.cartEmpty',
  buyout_not_accepted: 'checkout.conflict.buyoutNotAccepted',
  installment_out_of_limits: 'checkout.conflict.installmentLimits',
  discount_first_purchase_only: 'checkout.conflict.firstPurchaseOnly',
  discount_customer_limit: 'checkout.conflict.discountUsedUp',
  prolong_warranty_code_used: 'checkout.conflict.prolongWarrantyUsed',
  prolong_warranty_one_piece: 'checkout.conflict.prolongWarrantyOnePiece',
};

/** No answer of the api itself: the connection failed or the proxy answered for an api that was down. */
function unanswered(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/** Where the browser goes after a placed order that needs nothing more online. */
function thankYouTarget(order: OrderCreated, shop: 'cz' | 'ro'): string {
  return order.thankYouUrl.startsWith('/')
    ? order.thankYouUrl
    : orderPagePath(shop, 'thankYou', { number: order.number, token: order.accessToken });
}

/**
 * Sends the order once per attempt: the Idempotency-Key stays the same while the same data are sent
 * again after a network failure (the first request may have created the order), and a double click
 * never sends twice. Without an answer of the api (a dropped connection, a 502 while it restarts) the
 * order is asked for again with the same key a few times, so a committed order is shown instead of
 * an error. After an answer the api gave (400, 409) the next attempt is a new one.
 */
export function useOrderSubmit(onPlaced: (order: OrderCreated) => void) {
  const intl = useIntl();
  const { shop } = useShop();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const describe = useApiErrorMessage();
  const [createOrder] = useCreateCheckoutOrderMutation();
  const [initWallet] = useInitCheckoutWalletPaymentMutation();
  const [walletSession] = useStartCheckoutWalletSessionMutation();
  const [processWallet] = useProcessCheckoutWalletPaymentMutation();
  const attempt = useIdempotencyKey();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<OrderFailure | null>(null);

  const keyFor = (body: OrderSubmit) => attempt.keyFor(JSON.stringify(body));

  function failureOf(error: unknown): OrderFailure {
    if (!isApiError(error) || unanswered(error)) {
      return { kind: 'network', message: intl.formatMessage({ id: 'checkout.submit.network' }) };
    }
    attempt.forget();
    if (error.status === 400) {
      return { kind: 'invalid', errors: fieldErrorsOf(error.data), message: error.data.message };
    }
    if (error.data.code === 'total_changed' && error.data.summary) {
      // The page's summary is read again, so it shows what the customer is asked to confirm.
      dispatch(api.util.invalidateTags(['Cart']));
      const message = intl.formatMessage({ id: 'checkout.totalChanged.text' });
      return { kind: 'totalChanged', message, summary: error.data.summary };
    }
    const known = conflictMessages[error.data.code];
    if (known) return { kind: 'refused', message: intl.formatMessage({ id: known }) };
    return { kind: 'refused', message: error.status === 409 ? error.data.message : describe(error) };
  }

  async function finish(order: OrderCreated, payment: OrderSubmit['type_payment']) {
    onPlaced(order);
    dispatch(checkoutActions.checkoutFinished());
    dispatch(api.util.invalidateTags(['Cart']));
    if (payment === 'card' && order.paymentUrl) {
      gatewayNavigation.leaveFor(order.paymentUrl);
      return;
    }
    if (payment === 'google_pay' || payment === 'apple_pay') {
      const ref = { number: order.number, token: order.accessToken, method: payment };
      try {
        await payWithWallet({
          init: () => initWallet(ref).unwrap(),
          session: (validationUrl) => walletSession({ ...ref, validationUrl }).unwrap(),
          process: (paymentId, walletToken) => processWallet({ ...ref, paymentId, walletToken }).unwrap(),
        });
      } catch {
        // The order exists either way; the thank-you page shows its payment status from the api.
      }
    }
    navigate(thankYouTarget(order, shop));
  }

  async function submit(body: OrderSubmit): Promise<OrderFailure | null> {
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const idempotencyKey = keyFor(body);
      const order = await sendUntilAnswered(() => createOrder({ body, idempotencyKey }).unwrap(), unanswered);
      attempt.forget();
      await finish(order, body.type_payment);
      return null;
    } catch (error) {
      const found = failureOf(error);
      setFailure(found);
      return found;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { submit, busy, failure };
}

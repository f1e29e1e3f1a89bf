import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { type OrderDetail, orderPagePath } from 'shared-domain';
import {
  Alert,
  buttonClassName,
  Link,
  LoadError,
  PageLayout,
  Price,
  SkeletonText,
  useFormatDate,
  useParams,
  useSearchParams,
  useShop,
} from 'shared-ui';
import { pickupTimeFormat } from 'shared-ui/orders';
import { useGetCheckoutOrderStatusQuery } from '../checkout-api.ts';
import type { MessageId } from '../messages/message-ids.ts';
import { OrderedItems } from './ordered-items.tsx';
import { pushPurchaseOnce } from './purchase-event.ts';
import styles from './thank-you.module.css';

/** How the payment stands, as a notice: a new payment state without its words fails tsc. */
const paymentNotice: Record<
  OrderDetail['paymentStatus'],
  { tone: 'success' | 'info' | 'warning'; title: MessageId; text: MessageId }
> = {
  paid: { tone: 'success', title: 'checkout.paymentStatus.paid', text: 'checkout.paymentStatus.paid.text' },
  pending: {
    tone: 'info',
    title: 'checkout.paymentStatus.pending',
    text: 'checkout.paymentStatus.pending.text',
  },
  not_paid: {
    tone: 'warning',
    title: 'checkout.paymentStatus.not_paid',
    text: 'checkout.paymentStatus.not_paid.text',
  },
};

/** What happens next for each way of delivery (`{place}`: the store or pickup point). */
const nextStep: Record<OrderDetail['deliveryType'], MessageId> = {
  store: 'checkout.thankYou.next.store',
  pickup_point: 'checkout.thankYou.next.pickup_point',
  courier: 'checkout.thankYou.next.courier',
  express: 'checkout.thankYou.next.express',
};

/** /objednavka/dekujeme/:number?token=: the placed order, its payment and what happens next. */
export function ThankYouPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const number = useParams().number ?? '';
  const token = useSearchParams()[0].get('token') ?? '';
  const {
    data: order,
    error,
    isLoading,
    refetch,
  } = useGetCheckoutOrderStatusQuery({ number, token }, { skip: !number || !token });
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  useEffect(() => {
    if (order) pushPurchaseOnce(order);
  }, [order]);

  return (
    <PageLayout title={t('checkout.thankYou.title')} narrow busy={isLoading}>
      <p>{t('checkout.thankYou.number', { number })}</p>
      {(!number || !token) && <Alert tone="error">{t('checkout.order.invalidLink')}</Alert>}
      {isLoading && <SkeletonText lines={3} />}
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {order && <PlacedOrder order={order} />}
      {number && token && (
        <p>
          <Link
            className={buttonClassName('secondary')}
            to={orderPagePath(shop, 'status', { number, token })}
          >
            {t('checkout.thankYou.status')}
          </Link>
        </p>
      )}
    </PageLayout>
  );
}

function PlacedOrder({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  // In the shop's zone: a customer abroad sees the hours the store keeps.
  const formatDate = useFormatDate();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const payment = paymentNotice[order.paymentStatus];
  return (
    <>
      <Alert tone={payment.tone} title={t(payment.title)}>
        <p>{t(payment.text)}</p>
      </Alert>
      <OrderedItems items={order.items} />
      <p>
        {t('checkout.thankYou.total')} <Price value={order.totals.total} />
      </p>
      <section aria-labelledby="next-steps">
        <h2 id="next-steps">{t('checkout.thankYou.next')}</h2>
        <p>{t(nextStep[order.deliveryType], { place: order.deliveryPlace ?? '' })}</p>
        {order.pickupReadyFrom && (
          <p className={styles.readyFrom}>
            {t('checkout.thankYou.readyFrom', {
              time: formatDate(order.pickupReadyFrom, pickupTimeFormat),
            })}
          </p>
        )}
        <p>{t('checkout.thankYou.email')}</p>
      </section>
    </>
  );
}

import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { OrderDetail } from 'shared-domain';
import { Alert, useFormatDate } from 'shared-ui';
import { Fact, Facts } from './facts.tsx';
import { OrderLinks, RetryPayment } from './order-actions.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderProgress } from './order-progress.tsx';
import styles from './orders.module.css';
import { pickupTimeFormat } from './pickup-time-format.ts';

type Address = OrderDetail['billingAddress'];

function AddressLines({ address }: { address: Address }) {
  return (
    <address className={styles.address}>
      {address.name}
      {address.company && (
        <>
          <br />
          {address.company}
        </>
      )}
      <br />
      {address.street}
      <br />
      {address.postcode} {address.city}
    </address>
  );
}

/** Everything the customer can know about one order. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = (id: string) => intl.formatMessage({ id: `orders.${id}` });

  // The order replaces the form's answer: take keyboard and screen-reader users to it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className={styles.detail}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {intl.formatMessage({ id: 'orders.detail.title' }, { number: order.number })}
      </h2>
      <Facts>
        <Fact term={t('detail.created')}>
          <time dateTime={order.createdAt}>
            {formatDate(order.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Fact>
        <Fact term={t('detail.status')}>{t(`orderStatus.${order.status}`)}</Fact>
      </Facts>
      {order.withdrawn && <Alert tone="info">{t('detail.withdrawn')}</Alert>}
      {order.status === 'cancelled' ? (
        <Alert tone="warning">{t('detail.cancelled')}</Alert>
      ) : (
        <OrderProgress status={order.status} />
      )}

      <div className={styles.columns}>
        <section aria-label={t('payment.title')}>
          <h3>{t('payment.title')}</h3>
          <Facts>
            <Fact term={t('payment.type')}>{t(`paymentType.${order.paymentType}`)}</Fact>
            <Fact term={t('payment.status')}>{t(`paymentStatus.${order.paymentStatus}`)}</Fact>
            {order.paidAt && (
              <Fact term={t('payment.paidAt')}>
                <time dateTime={order.paidAt}>{formatDate(order.paidAt)}</time>
              </Fact>
            )}
          </Facts>
          {order.canRetryPayment && <RetryPayment order={order} />}
        </section>

        <section aria-label={t('delivery.title')}>
          <h3>{t('delivery.title')}</h3>
          <Facts>
            <Fact term={t('delivery.type')}>{t(`deliveryType.${order.deliveryType}`)}</Fact>
            {order.deliveryPlace && <Fact term={t('delivery.place')}>{order.deliveryPlace}</Fact>}
            {order.pickupReadyFrom && (
              <Fact term={t('delivery.readyFrom')}>
                <time dateTime={order.pickupReadyFrom}>
                  {formatDate(order.pickupReadyFrom, pickupTimeFormat)}
                </time>
              </Fact>
            )}
            {order.deliveryNumber && <Fact term={t('delivery.number')}>{order.deliveryNumber}</Fact>}
            <Fact term={t('delivery.status')}>{t(`deliveryStatus.${order.deliveryStatus}`)}</Fact>
          </Facts>
        </section>

        <section aria-label={t('customer.title')}>
          <h3>{t('customer.title')}</h3>
          <p className={styles.customer}>
            {order.customerName}
            {order.company && (
              <>
                <br />
                {order.company}
              </>
            )}
          </p>
          <h4>{t('customer.billing')}</h4>
          <AddressLines address={order.billingAddress} />
          {order.deliveryAddress && (
            <>
              <h4>{t('customer.delivery')}</h4>
              <AddressLines address={order.deliveryAddress} />
            </>
          )}
        </section>
      </div>

      <OrderItems order={order} />
      <OrderLinks order={order} />
    </section>
  );
}

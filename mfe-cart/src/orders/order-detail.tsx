import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { OrderDetail } from 'shared-domain';
import { Alert } from 'shared-ui';
import { OrderDetailView as SharedOrderDetailView } from 'shared-ui/orders';
import type { IdUnder } from '../messages/message-ids.ts';
import { OrderLinks, RetryPayment } from './order-actions.tsx';
import { OrderProgress } from './order-progress.tsx';
import styles from './orders.module.css';

/** Everything the customer can know about one order, with what they can do next. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = (id: IdUnder<'orders.'>) => intl.formatMessage({ id: `orders.${id}` });

  // The order replaces the form's answer: take keyboard and screen-reader users to it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className={styles.detail}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {intl.formatMessage({ id: 'orders.detail.title' }, { number: order.number })}
      </h2>
      <SharedOrderDetailView
        order={order}
        messagePrefix="orders"
        headingLevel={3}
        state={
          <>
            {order.withdrawn && <Alert tone="info">{t('detail.withdrawn')}</Alert>}
            {order.status === 'cancelled' ? (
              <Alert tone="warning">{t('detail.cancelled')}</Alert>
            ) : (
              <OrderProgress status={order.status} />
            )}
          </>
        }
        paymentAction={order.canRetryPayment && <RetryPayment order={order} />}
      >
        <OrderLinks order={order} />
      </SharedOrderDetailView>
    </section>
  );
}

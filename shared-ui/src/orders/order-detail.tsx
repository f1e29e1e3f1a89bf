import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OrderDetail } from 'shared-domain';
import { uncheckedMessageId, useFormatDate } from 'shared-ui';
import styles from './order-detail.module.css';
import { AddressLines, Fact, Facts } from './order-facts.tsx';
import { OrderItems } from './order-items.tsx';

/** "12. května v 9:30", "12 mai la 9:30": when a store-pickup order can be collected. */
export const pickupTimeFormat: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
};

export interface OrderDetailViewProps {
  order: OrderDetail;
  /**
   * Where the remote's catalogue keeps the order's texts: with 'orders' the payment heading is
   * 'orders.payment.title'. The texts stay in the remotes' catalogues, loaded with the remote, so
   * the shop's boot does not carry them.
   */
  messagePrefix: string;
  /** The sections' heading level under the page's own headings; sub-headings go one level below. */
  headingLevel: 2 | 3;
  /** Shown after the order's date and state: notices, progress. */
  state?: ReactNode;
  /** Shown under the payment's facts: e.g. paying again by card. */
  paymentAction?: ReactNode;
  /** Shown after the items and totals: documents and links. */
  children?: ReactNode;
}

/** One order as its customer sees it: state, payment, delivery, customer, items and totals. */
export function OrderDetailView(props: OrderDetailViewProps) {
  const { order, messagePrefix, headingLevel, state, paymentAction, children } = props;
  const intl = useIntl();
  const formatDate = useFormatDate();
  // The ids are the remote's own (`account.orders.*`, `cart.orders.*`), unseen by shared-ui's program.
  const t = (id: string) => intl.formatMessage({ id: uncheckedMessageId(`${messagePrefix}.${id}`) });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const section = (title: string, content: ReactNode) => (
    <section aria-label={title}>
      <Heading className={styles.heading}>{title}</Heading>
      {content}
    </section>
  );
  const address = (title: string, lines: OrderDetail['billingAddress']) => (
    <>
      <SubHeading className={styles.subHeading}>{title}</SubHeading>
      <AddressLines address={lines} />
    </>
  );

  return (
    <div className={styles.detail}>
      <Facts>
        <Fact term={t('detail.created')}>
          <time dateTime={order.createdAt}>
            {formatDate(order.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Fact>
        <Fact term={t('detail.status')}>{t(`orderStatus.${order.status}`)}</Fact>
      </Facts>
      {state}

      <div className={styles.columns}>
        {section(
          t('payment.title'),
          <>
            <Facts>
              <Fact term={t('payment.type')}>{t(`paymentType.${order.paymentType}`)}</Fact>
              <Fact term={t('payment.status')}>{t(`paymentStatus.${order.paymentStatus}`)}</Fact>
              {order.paidAt && (
                <Fact term={t('payment.paidAt')}>
                  <time dateTime={order.paidAt}>{formatDate(order.paidAt)}</time>
                </Fact>
              )}
            </Facts>
            {paymentAction}
          </>,
        )}
        {section(
          t('delivery.title'),
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
          </Facts>,
        )}
        {section(
          t('customer.title'),
          <>
            <p className={styles.customer}>
              {order.customerName}
              {order.company && (
                <>
                  <br />
                  {order.company}
                </>
              )}
            </p>
            {address(t('customer.billing'), order.billingAddress)}
            {order.deliveryAddress && address(t('customer.delivery'), order.deliveryAddress)}
          </>,
        )}
      </div>

      <OrderItems order={order} heading={Heading} t={t} />
      {children}
    </div>
  );
}

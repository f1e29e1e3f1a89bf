import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { accountPagePath, type OrderDetail, orderPagePath } from 'shared-domain';
import { Link, useFormatDate, useShop } from 'shared-ui';
import { OrderItemsTable } from './order-items-table.tsx';
import styles from './orders.module.css';

type Address = OrderDetail['billingAddress'];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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
      {`${address.postcode} ${address.city}`}
    </address>
  );
}

/** One of the customer's orders: state, payment, delivery, addresses, items, totals and documents. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { shop } = useShop();
  const formatDate = useFormatDate();
  const t = (id: string) => intl.formatMessage({ id: `account.orders.${id}` });
  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        <Fact term={t('detail.created')}>
          <time dateTime={order.createdAt}>
            {formatDate(order.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Fact>
        <Fact term={t('detail.status')}>{t(`status.${order.status}`)}</Fact>
      </dl>

      <div className={styles.columns}>
        <section aria-label={t('detail.payment.title')}>
          <h2>{t('detail.payment.title')}</h2>
          <dl className={styles.facts}>
            <Fact term={t('detail.payment.type')}>{t(`paymentType.${order.paymentType}`)}</Fact>
            <Fact term={t('detail.payment.status')}>{t(`paymentStatus.${order.paymentStatus}`)}</Fact>
            {order.paidAt && (
              <Fact term={t('detail.payment.paidAt')}>
                <time dateTime={order.paidAt}>{formatDate(order.paidAt)}</time>
              </Fact>
            )}
          </dl>
          <h2>{t('detail.address.billing')}</h2>
          <AddressLines address={order.billingAddress} />
        </section>
        <section aria-label={t('detail.delivery.title')}>
          <h2>{t('detail.delivery.title')}</h2>
          <dl className={styles.facts}>
            <Fact term={t('detail.delivery.type')}>{t(`deliveryType.${order.deliveryType}`)}</Fact>
            {order.deliveryPlace && <Fact term={t('detail.delivery.place')}>{order.deliveryPlace}</Fact>}
            {order.deliveryNumber && <Fact term={t('detail.delivery.number')}>{order.deliveryNumber}</Fact>}
            <Fact term={t('detail.delivery.status')}>{t(`deliveryStatus.${order.deliveryStatus}`)}</Fact>
          </dl>
          {order.deliveryAddress && (
            <>
              <h2>{t('detail.address.delivery')}</h2>
              <AddressLines address={order.deliveryAddress} />
            </>
          )}
        </section>
      </div>

      <OrderItemsTable order={order} />

      {(order.invoiceUrl || order.creditNoteUrl) && (
        <section aria-label={t('detail.documents.title')}>
          <h2>{t('detail.documents.title')}</h2>
          <ul className={styles.links}>
            {/* Documents are files served by the api, not pages of the shop: plain links. */}
            {order.invoiceUrl && (
              <li>
                <a href={order.invoiceUrl}>{t('detail.documents.invoice')}</a>
              </li>
            )}
            {order.creditNoteUrl && (
              <li>
                <a href={order.creditNoteUrl}>{t('detail.documents.creditNote')}</a>
              </li>
            )}
          </ul>
        </section>
      )}

      <ul className={styles.links}>
        <li>
          <Link to={orderPagePath(shop, 'status', { number: order.number, token: order.accessToken })}>
            {t('detail.track')}
          </Link>
        </li>
        <li>
          <Link to={accountPagePath(shop, 'orders')}>{t('detail.back')}</Link>
        </li>
      </ul>
    </div>
  );
}

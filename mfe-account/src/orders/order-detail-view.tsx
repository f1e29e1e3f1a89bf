import { useIntl } from 'react-intl';
import { accountPagePath, type OrderDetail, orderPagePath } from 'shared-domain';
import { Link, useShop } from 'shared-ui';
import { OrderDetailView as SharedOrderDetailView } from 'shared-ui/orders';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './orders.module.css';

/** One of the customer's orders, with its documents and the way to its status page. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { shop } = useShop();
  const t = (id: IdUnder<'account.orders.detail.'>) =>
    intl.formatMessage({ id: `account.orders.detail.${id}` });
  return (
    <SharedOrderDetailView order={order} messagePrefix="account.orders" headingLevel={2}>
      {(order.invoiceUrl || order.creditNoteUrl) && (
        <section aria-label={t('documents.title')}>
          <h2 className={styles.heading}>{t('documents.title')}</h2>
          <ul className={styles.links}>
            {/* Documents are files served by the api, not pages of the shop: plain links. */}
            {order.invoiceUrl && (
              <li>
                <a href={order.invoiceUrl}>{t('documents.invoice')}</a>
              </li>
            )}
            {order.creditNoteUrl && (
              <li>
                <a href={order.creditNoteUrl}>{t('documents.creditNote')}</a>
              </li>
            )}
          </ul>
        </section>
      )}

      <ul className={styles.links}>
        <li>
          <Link to={orderPagePath(shop, 'status', { number: order.number, token: order.accessToken })}>
            {t('track')}
          </Link>
        </li>
        <li>
          <Link to={accountPagePath(shop, 'orders')}>{t('back')}</Link>
        </li>
      </ul>
    </SharedOrderDetailView>
  );
}

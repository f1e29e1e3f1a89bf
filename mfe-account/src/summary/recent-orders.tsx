import { useIntl } from 'react-intl';
import { accountOrderPath, accountPagePath, type MyOrders } from 'shared-domain';
import { Link, Price, useFormatDate, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { orderStatusLabel } from '../orders/order-labels.ts';
import styles from './summary.module.css';
import { SummarySection } from './summary-section.tsx';

/** How many of the newest orders the summary shows; the rest are one link away. */
const RECENT_ORDERS = 3;

export function RecentOrders({ orders }: { orders: MyOrders | null }) {
  const intl = useIntl();
  const { shop } = useShop();
  const formatDate = useFormatDate();
  const t = (id: IdUnder<'account.summary.orders.'>) =>
    intl.formatMessage({ id: `account.summary.orders.${id}` });
  const items = orders?.items.slice(0, RECENT_ORDERS) ?? [];
  return (
    <SummarySection
      title={t('title')}
      failed={orders === null}
      failedText={t('error')}
      empty={items.length === 0}
      emptyText={t('empty')}
      footer={<Link to={accountPagePath(shop, 'orders')}>{t('all')}</Link>}
    >
      <ul className={styles.list}>
        {items.map((order) => (
          <li key={order.number}>
            <Link to={accountOrderPath(shop, order.number)}>{order.number}</Link>
            <time dateTime={order.createdAt} className={styles.muted}>
              {formatDate(order.createdAt)}
            </time>
            <span>{intl.formatMessage({ id: orderStatusLabel[order.status] })}</span>
            <Price value={order.total} />
          </li>
        ))}
      </ul>
    </SummarySection>
  );
}

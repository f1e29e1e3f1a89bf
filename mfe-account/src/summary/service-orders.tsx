import { useIntl } from 'react-intl';
import { type MyServiceOrders, serviceStatusPath } from 'shared-domain';
import { Link, Price, useShop } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { serviceStatusLabel } from './status-labels.ts';
import styles from './summary.module.css';
import { SummarySection } from './summary-section.tsx';

/** Repairs not yet collected; each opens its status page in the service area (by number and e-mail). */
export function ServiceOrders({ orders, email }: { orders: MyServiceOrders | null; email: string }) {
  const intl = useIntl();
  const { shop } = useShop();
  const t = (id: IdUnder<'account.summary.service.'>) =>
    intl.formatMessage({ id: `account.summary.service.${id}` });
  const items = orders?.orders ?? [];
  return (
    <SummarySection
      title={t('title')}
      failed={orders === null}
      failedText={t('error')}
      empty={items.length === 0}
      emptyText={t('empty')}
    >
      <ul className={styles.list}>
        {items.map((order) => (
          <li key={order.number}>
            <Link to={serviceStatusPath(shop, { number: order.number, email })}>{order.number}</Link>
            <span>{order.device}</span>
            <span>
              {intl.formatMessage({ id: serviceStatusLabel[order.status] })}
              {order.quotePending && ` – ${t('quotePending')}`}
            </span>
            <Price value={order.currentPrice} />
          </li>
        ))}
      </ul>
    </SummarySection>
  );
}

import { useIntl } from 'react-intl';
import { accountOrderPath, type MyOrderSummary } from 'shared-domain';
import { Link, Price, useFormatDate, useShop } from 'shared-ui';
import { numericCell, OrderTable } from 'shared-ui/orders';
import type { IdUnder } from '../messages/message-ids.ts';
import { orderStatusLabel, paymentStatusLabel } from './order-labels.ts';

/** One page of the customer's orders: number (to the detail), date, status, payment and total. */
export function OrdersTable({ orders }: { orders: MyOrderSummary[] }) {
  const intl = useIntl();
  const { shop } = useShop();
  const formatDate = useFormatDate();
  const t = (id: IdUnder<'account.orders.'>) => intl.formatMessage({ id: `account.orders.${id}` });
  return (
    <OrderTable>
      <caption>{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('column.number')}</th>
          <th scope="col">{t('column.date')}</th>
          <th scope="col">{t('column.status')}</th>
          <th scope="col">{t('column.payment')}</th>
          <th scope="col" className={numericCell}>
            {t('column.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.number}>
            <th scope="row">
              <Link to={accountOrderPath(shop, order.number)}>{order.number}</Link>
            </th>
            <td>
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </td>
            <td>{intl.formatMessage({ id: orderStatusLabel[order.status] })}</td>
            <td>{intl.formatMessage({ id: paymentStatusLabel[order.paymentStatus] })}</td>
            <td className={numericCell}>
              <Price value={order.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </OrderTable>
  );
}

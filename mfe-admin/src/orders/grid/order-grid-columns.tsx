import type { IntlShape } from 'react-intl';
import type { Money, OrderGridRow, ShopCode } from 'shared-domain';
import { Link } from 'shared-ui';
import type { GridColumn } from 'shared-ui/data-grid';
import { adminEntityPath } from '../../admin-paths.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import type { OrderLabels } from '../order-labels.ts';
import styles from '../orders.module.css';

/** The columns' ids are the api's sorts where they sort (number, newest, status, total). */
export function orderGridColumns(
  intl: IntlShape,
  shop: ShopCode,
  labels: OrderLabels,
  formatMoney: (money: Money) => string,
  formatDateTime: (value: string) => string,
): GridColumn<OrderGridRow>[] {
  const t = (id: IdUnder<'admin.orders.column.'>) => intl.formatMessage({ id: `admin.orders.column.${id}` });
  return [
    {
      id: 'number',
      header: t('number'),
      sortable: true,
      hideable: false,
      cell: (row) => <Link to={adminEntityPath(shop, 'orders', row.number)}>{row.number}</Link>,
    },
    {
      id: 'newest',
      header: t('newest'),
      sortable: true,
      cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    {
      id: 'customer',
      header: t('customer'),
      cell: (row) => (
        <>
          {row.customerName}
          {row.company && <span className={styles.secondary}>{row.company}</span>}
        </>
      ),
    },
    { id: 'email', header: t('email'), cell: (row) => row.email ?? '' },
    { id: 'phone', header: t('phone'), cell: (row) => row.phone ?? '', defaultHidden: true },
    { id: 'status', header: t('status'), sortable: true, cell: (row) => labels.status(row.status) },
    {
      id: 'paymentStatus',
      header: t('paymentStatus'),
      cell: (row) => labels.paymentStatus(row.paymentStatus),
    },
    {
      id: 'delivery',
      header: t('delivery'),
      cell: (row) => (
        <>
          {row.deliveryType && labels.deliveryType(row.deliveryType)}
          {row.store && <span className={styles.secondary}>{row.store}</span>}
        </>
      ),
    },
    { id: 'total', header: t('total'), sortable: true, align: 'end', cell: (row) => formatMoney(row.total) },
  ];
}

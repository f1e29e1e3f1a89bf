import { useIntl } from 'react-intl';
import type { BuyoutListItem } from 'shared-domain';
import { Link, Price, useFormatDate, useShop } from 'shared-ui';
import { adminBuyoutPath } from '../admin-paths.ts';
import type { MessageId } from '../messages/message-ids.ts';
import { BuyoutStatusBadge } from './buyout-status.tsx';
import styles from './buyouts.module.css';
import { useSellerFacts } from './seller-facts.ts';

// The table's columns in order, each with its header.
const columns = [
  { key: 'number', header: 'admin.buyouts.column.number' },
  { key: 'date', header: 'admin.buyouts.column.date' },
  { key: 'customer', header: 'admin.buyouts.column.customer' },
  { key: 'device', header: 'admin.buyouts.column.device' },
  { key: 'purchaseDate', header: 'admin.buyouts.column.purchaseDate' },
  { key: 'condition', header: 'admin.buyouts.column.condition' },
  { key: 'quality', header: 'admin.buyouts.column.quality' },
  { key: 'price', header: 'admin.buyouts.column.price' },
  { key: 'status', header: 'admin.buyouts.column.status' },
] as const satisfies readonly { key: string; header: MessageId }[];

export function BuyoutTable({ items, caption }: { items: readonly BuyoutListItem[]; caption: string }) {
  const intl = useIntl();
  const { shop } = useShop();
  const formatDate = useFormatDate();
  const seller = useSellerFacts();
  const notGiven = intl.formatMessage({ id: 'admin.buyout.notGiven' });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.key === 'price' ? styles.numeric : undefined}
              >
                {intl.formatMessage({ id: column.header })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link to={adminBuyoutPath(shop, item.id)}>{item.number}</Link>
              </th>
              <td>
                <time dateTime={item.created_at}>
                  {formatDate(item.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </td>
              <td>{item.customer}</td>
              <td>{item.device}</td>
              <td>
                {item.purchase_date ? (
                  <time dateTime={item.purchase_date}>{seller.purchaseDate(item.purchase_date)}</time>
                ) : (
                  notGiven
                )}
              </td>
              <td>{seller.condition(item.condition) || notGiven}</td>
              <td>{item.quality}</td>
              <td className={styles.numeric}>
                <Price value={{ amount: item.price, currency: item.currency }} />
              </td>
              <td>
                <BuyoutStatusBadge status={item.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

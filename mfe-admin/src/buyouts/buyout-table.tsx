import { useIntl } from 'react-intl';
import type { BuyoutListItem } from 'shared-domain';
import { Link, Price, useFormatDate, useShop } from 'shared-ui';
import { adminBuyoutPath } from '../admin-paths.ts';
import { BuyoutStatusBadge } from './buyout-status.tsx';
import styles from './buyouts.module.css';
import { useSellerFacts } from './seller-facts.ts';

const columns = [
  'number',
  'date',
  'customer',
  'device',
  'purchaseDate',
  'condition',
  'quality',
  'price',
  'status',
] as const;

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
              <th key={column} scope="col" className={column === 'price' ? styles.numeric : undefined}>
                {intl.formatMessage({ id: `admin.buyouts.column.${column}` })}
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

import { useIntl } from 'react-intl';
import type { OrderDetail } from 'shared-domain';
import { Price } from 'shared-ui';
import styles from './orders.module.css';

/** The order's lines with unit and final prices, then the totals the api computed. */
export function OrderItemsTable({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `account.orders.detail.${id}` });
  const { totals } = order;
  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>{t('items.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('items.code')}</th>
              <th scope="col">{t('items.product')}</th>
              <th scope="col" className={styles.numeric}>
                {t('items.quantity')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('items.unitPrice')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('items.finalPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              // Lines have no id; a code may repeat (the same service bought for two phones).
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder.
              <tr key={`${item.code}-${index}`}>
                <td>{item.code}</td>
                <th scope="row">{item.product}</th>
                <td className={styles.numeric}>{item.quantity}</td>
                <td className={styles.numeric}>
                  <Price value={item.unitPrice} />
                </td>
                <td className={styles.numeric}>
                  <Price value={item.finalPrice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals} aria-label={t('totals.title')}>
        <div>
          <dt>{t('totals.delivery')}</dt>
          <dd>
            <Price value={totals.delivery} />
          </dd>
        </div>
        {totals.discounts.amount !== 0 && (
          <div>
            <dt>{t('totals.discounts')}</dt>
            <dd>
              <Price value={totals.discounts} />
            </dd>
          </div>
        )}
        <div className={styles.grandTotal}>
          <dt>{t('totals.total')}</dt>
          <dd>
            <Price value={totals.total} />
          </dd>
        </div>
        <div>
          <dt>{t('totals.vat')}</dt>
          <dd>
            <Price value={totals.vat} />
          </dd>
        </div>
      </dl>
    </>
  );
}

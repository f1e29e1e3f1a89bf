import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AdminOrderDetail } from 'shared-domain';
import { Price } from 'shared-ui';
import { ScrollingTable } from 'shared-ui/data-grid';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useOrderLabels } from '../order-labels.ts';
import styles from '../orders.module.css';

/**
 * The order's lines as the api sent them — products, then services, bonuses and discounts, each
 * named by its kind — and the totals the api computed (never recomputed here).
 */
export function OrderItems({ order }: { order: AdminOrderDetail }) {
  const intl = useIntl();
  const labels = useOrderLabels();
  const headingId = useId();
  const t = (id: IdUnder<'admin.order.'>) => intl.formatMessage({ id: `admin.order.${id}` });
  const { totals } = order;
  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{t('items.title')}</h2>
      <ScrollingTable labelledBy={headingId}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('items.code')}</th>
              <th scope="col">{t('items.product')}</th>
              <th scope="col">{t('items.kind')}</th>
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
                <td>{labels.itemKind(item.kind)}</td>
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
      </ScrollingTable>
      <dl className={styles.totals} aria-label={t('totals.title')}>
        <dt>{t('totals.delivery')}</dt>
        <dd>
          <Price value={totals.delivery} />
        </dd>
        {totals.discounts.amount !== 0 && (
          <>
            <dt>{t('totals.discounts')}</dt>
            <dd>
              <Price value={totals.discounts} />
            </dd>
          </>
        )}
        <dt className={styles.grandTotal}>{t('totals.total')}</dt>
        <dd className={styles.grandTotal}>
          <Price value={totals.total} />
        </dd>
        <dt>{t('totals.vat')}</dt>
        <dd>
          <Price value={totals.vat} />
        </dd>
      </dl>
    </section>
  );
}

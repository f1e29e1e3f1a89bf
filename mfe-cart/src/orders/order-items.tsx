import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { OrderDetail } from 'shared-domain';
import { Price, visuallyHidden } from 'shared-ui';
import styles from './orders.module.css';

/** Items with their unit and final prices; services follow their product, indented under it. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const captionId = useId();
  const t = (id: string) => intl.formatMessage({ id: `orders.${id}` });
  const { totals } = order;
  return (
    <section aria-labelledby={captionId}>
      <h3 id={captionId}>{t('items.title')}</h3>
      <div className={styles.tableScroll}>
        <table className={styles.table} aria-labelledby={captionId}>
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
            {order.items.map((item, index) => {
              const isService = item.kind !== 'product';
              return (
                // Lines have no id of their own; a code may repeat (the same service on two phones).
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
                <tr key={`${item.code}-${index}`} className={isService ? styles.serviceLine : undefined}>
                  <td>{item.code}</td>
                  <th scope="row" className={styles.productCell}>
                    {isService && <span className={visuallyHidden}>{t('items.service')}: </span>}
                    {item.product}
                  </th>
                  <td className={styles.numeric}>{item.quantity}</td>
                  <td className={styles.numeric}>
                    <Price value={item.unitPrice} />
                  </td>
                  <td className={styles.numeric}>
                    <Price value={item.finalPrice} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals}>
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
    </section>
  );
}

import { useId } from 'react';
import type { OrderDetail } from 'shared-domain';
import { Price, visuallyHidden } from 'shared-ui';
import styles from './order-detail.module.css';
import { numericCell, OrderTable } from './order-table.tsx';

interface OrderItemsProps {
  order: OrderDetail;
  heading: 'h2' | 'h3';
  t: (id: string) => string;
}

/** Items with their unit and final prices; services follow their product, indented under it. */
export function OrderItems({ order, heading: Heading, t }: OrderItemsProps) {
  const headingId = useId();
  const { totals } = order;
  const money = (term: string, value: OrderDetail['totals']['total'], className?: string) => (
    <div className={className}>
      <dt>{t(term)}</dt>
      <dd>
        <Price value={value} />
      </dd>
    </div>
  );
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('items.title')}
      </Heading>
      <OrderTable aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('items.code')}</th>
            <th scope="col">{t('items.product')}</th>
            <th scope="col" className={numericCell}>
              {t('items.quantity')}
            </th>
            <th scope="col" className={numericCell}>
              {t('items.unitPrice')}
            </th>
            <th scope="col" className={numericCell}>
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
                <td className={numericCell}>{item.quantity}</td>
                <td className={numericCell}>
                  <Price value={item.unitPrice} />
                </td>
                <td className={numericCell}>
                  <Price value={item.finalPrice} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </OrderTable>
      <dl className={styles.totals}>
        {money('totals.delivery', totals.delivery)}
        {totals.discounts.amount !== 0 && money('totals.discounts', totals.discounts)}
        {money('totals.total', totals.total, styles.grandTotal)}
        {money('totals.vat', totals.vat)}
      </dl>
    </section>
  );
}

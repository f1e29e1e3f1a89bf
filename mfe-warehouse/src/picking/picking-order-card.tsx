import { useIntl } from 'react-intl';
import type { PickingOrder } from 'shared-domain/contracts/staff.ts';
import { Alert } from 'shared-ui';
import { ScrollingTable, staffTable as table } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';
import { deliveryLabel } from '../ui/delivery-label.ts';
import styles from './picking.module.css';
import { pickingStatusLabel } from './picking-labels.ts';
import { PickingOrderActions } from './picking-order-actions.tsx';

/** One order of the list: its status, crate, lines (where each is and its barcode) and actions. */
export function PickingOrderCard({ order }: { order: PickingOrder }) {
  const intl = useIntl();
  const t = (id: IdUnder<'warehouse.picking.order.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `warehouse.picking.order.${id}` }, values);
  const headingId = `picking-order-${order.orderNumber}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h3 id={headingId}>{order.orderNumber}</h3>
        <span className={`${styles.badge} ${styles[order.status]}`}>
          {intl.formatMessage({ id: pickingStatusLabel[order.status] })}
        </span>
      </header>
      <p>
        {intl.formatMessage({ id: deliveryLabel[order.deliveryType] })} · {order.carrier}
        {order.crate && <> · {t('crate', { crate: order.crate.name })}</>}
        {order.picker && <> · {t('picker', { picker: order.picker })}</>}
      </p>
      {order.blocked && (
        <Alert tone="warning" title={t('blocked')}>
          {order.reason && <p>{t('reason', { reason: order.reason })}</p>}
        </Alert>
      )}
      <ScrollingTable label={t('lines')}>
        <table className={table.table}>
          <caption>{t('lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'warehouse.picking.walk.product' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'warehouse.picking.walk.location' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'warehouse.picking.walk.code' })}</th>
              <th scope="col" className={table.numeric}>
                {intl.formatMessage({ id: 'warehouse.picking.walk.quantity' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.productId}>
                <th scope="row">{line.name}</th>
                <td>{line.location ?? intl.formatMessage({ id: 'warehouse.picking.walk.noLocation' })}</td>
                <td className={table.code}>{[line.code, line.ean].filter(Boolean).join(' / ')}</td>
                <td className={table.numeric}>{line.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
      <PickingOrderActions order={order} />
    </article>
  );
}

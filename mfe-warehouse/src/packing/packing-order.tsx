import { useIntl } from 'react-intl';
import type { StationState } from 'shared-domain/contracts/staff.ts';
import { ScrollingTable, staffTable as table } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';
import { deliveryLabel } from '../ui/delivery-label.ts';
import styles from './packing.module.css';

/** The crate in hand and its orders, then the order being packed: scanned of ordered, serials. */
export function PackingOrder({ state }: { state: StationState }) {
  const intl = useIntl();
  const t = (id: IdUnder<'warehouse.packing.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `warehouse.packing.${id}` }, values);
  if (!state.crate) return null;
  return (
    <section aria-labelledby="packing-crate" className={styles.panel}>
      <h2 id="packing-crate">{t('crate.title', { crate: state.crate.name })}</h2>
      <ul className={styles.crateOrders}>
        {state.crateOrders.map((order) => (
          <li key={order.number} aria-current={order.number === state.order?.number ? 'true' : undefined}>
            {order.number}{' '}
            {order.cancelled ? t('crate.cancelled') : order.packed ? t('crate.packed') : t('crate.toPack')}
          </li>
        ))}
      </ul>
      {state.order && (
        <>
          <h3>
            {t('order.title', { order: state.order.number })} ·{' '}
            {intl.formatMessage({ id: deliveryLabel[state.order.deliveryType] })} · {state.order.carrier}
          </h3>
          {state.order.cancelled && <p className={styles.cancelled}>{t('order.cancelled')}</p>}
          <ScrollingTable label={t('order.lines')}>
            <table className={table.table}>
              <caption>{t('order.lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('order.product')}</th>
                  <th scope="col">{t('order.code')}</th>
                  <th scope="col" className={table.numeric}>
                    {t('order.scanned')}
                  </th>
                  <th scope="col">{t('order.serials')}</th>
                </tr>
              </thead>
              <tbody>
                {state.order.lines.map((line) => (
                  <tr
                    key={line.orderItemId}
                    className={line.scanned >= line.quantity ? styles.lineDone : undefined}
                    aria-current={line.orderItemId === state.awaitingSerialFor ? 'true' : undefined}
                  >
                    <th scope="row">{line.name}</th>
                    <td className={table.code}>{[line.code, line.ean].filter(Boolean).join(' / ')}</td>
                    <td className={table.numeric}>
                      {t('order.progress', { scanned: line.scanned, quantity: line.quantity })}
                    </td>
                    <td className={table.code}>
                      {line.serials.join(', ')}
                      {line.orderItemId === state.awaitingSerialFor && (
                        <strong>
                          {' '}
                          {t(line.serialKind === 'imei' ? 'order.awaitingImei' : 'order.awaitingSerial')}
                        </strong>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        </>
      )}
    </section>
  );
}

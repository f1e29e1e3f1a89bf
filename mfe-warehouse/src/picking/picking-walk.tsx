import { useIntl } from 'react-intl';
import type { PickingWalkStop } from 'shared-domain/contracts/staff.ts';
import { ScrollingTable, staffTable as table } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';

/** One walk through the shelves: each stop a product with the orders that need pieces of it. */
export function PickingWalk({ walk }: { walk: PickingWalkStop[] }) {
  const intl = useIntl();
  const t = (id: IdUnder<'warehouse.picking.walk.'>) =>
    intl.formatMessage({ id: `warehouse.picking.walk.${id}` });
  return (
    <ScrollingTable label={t('caption')}>
      <table className={table.table}>
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('location')}</th>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('code')}</th>
            <th scope="col" className={table.numeric}>
              {t('quantity')}
            </th>
            <th scope="col">{t('orders')}</th>
          </tr>
        </thead>
        <tbody>
          {walk.map((stop) => (
            <tr key={stop.productId}>
              <td>{stop.location ?? t('noLocation')}</td>
              <th scope="row">{stop.name}</th>
              <td className={table.code}>
                {stop.code}
                {stop.ean && <div>{stop.ean}</div>}
              </td>
              <td className={table.numeric}>{stop.quantity}</td>
              <td>{stop.orders.map((order) => `${order.orderNumber} (${order.quantity}×)`).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

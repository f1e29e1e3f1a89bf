import { useIntl } from 'react-intl';
import { PageLayout, useFormatDate } from 'shared-ui';
import { ScrollingTable, staffTable as table } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';
import { useGetCratesQuery } from '../picking/picking-api.ts';
import { QueryState } from '../ui/query-state.tsx';

/** Every crate: when it last changed, the orders in it and who holds it (a picker or a station). */
export function CratesPage() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const crates = useGetCratesQuery();
  const t = (id: IdUnder<'warehouse.crates.'>) => intl.formatMessage({ id: `warehouse.crates.${id}` });
  return (
    <PageLayout title={t('title')} busy={crates.isFetching}>
      <QueryState
        query={crates}
        errorTitle={t('loadError')}
        emptyTitle={t('empty')}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <ScrollingTable label={t('caption')}>
            <table className={table.table}>
              <caption>{t('caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('updatedAt')}</th>
                  <th scope="col">{t('orders')}</th>
                  <th scope="col">{t('holder')}</th>
                  <th scope="col">{t('station')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((crate) => (
                  <tr key={crate.code}>
                    <th scope="row">
                      {crate.name} <span className={table.code}>({crate.code})</span>
                    </th>
                    <td>{formatDate(crate.updatedAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
                    <td>{crate.orders.length > 0 ? crate.orders.join(', ') : t('noOrders')}</td>
                    <td>{crate.holder ?? '–'}</td>
                    <td className={table.code}>{crate.station ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </QueryState>
    </PageLayout>
  );
}

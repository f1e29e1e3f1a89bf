import { useIntl } from 'react-intl';
import { PageLayout, useFormatDate } from 'shared-ui';
import { ScrollingTable, staffTable as table } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';
import { QueryState } from '../ui/query-state.tsx';
import { useGetRecountsQuery } from './records-api.ts';
import { RecountForm } from './recount-form.tsx';

/** Stock flagged by "not found" while picking: count it and enter what is really on the shelf. */
export function RecountsPage() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const recounts = useGetRecountsQuery();
  const t = (id: IdUnder<'warehouse.recounts.'>) => intl.formatMessage({ id: `warehouse.recounts.${id}` });
  return (
    <PageLayout title={t('title')} lead={t('lead')} busy={recounts.isFetching}>
      <QueryState
        query={recounts}
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
                  <th scope="col">{t('product')}</th>
                  <th scope="col">{t('store')}</th>
                  <th scope="col">{t('location')}</th>
                  <th scope="col" className={table.numeric}>
                    {t('expected')}
                  </th>
                  <th scope="col">{t('reason')}</th>
                  <th scope="col">{t('count')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((recount) => (
                  <tr key={`${recount.storeId}-${recount.productId}`}>
                    <th scope="row">
                      {recount.name} <span className={table.code}>({recount.code})</span>
                    </th>
                    <td>{recount.storeName}</td>
                    <td>{recount.location ?? '–'}</td>
                    <td className={table.numeric}>{recount.quantity}</td>
                    <td>
                      {recount.reason ?? '–'} · {formatDate(recount.requestedAt)}
                    </td>
                    <td>
                      <RecountForm recount={recount} />
                    </td>
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

import { useIntl } from 'react-intl';
import { PageLayout, useFormatDate } from 'shared-ui';
import { ScrollingTable, staffTable as table } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';
import { QueryState } from '../ui/query-state.tsx';
import { useGetHandoversQuery } from './records-api.ts';

/** Hand-overs to carriers, each with its protocol to print and sign. */
export function HandoversPage() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const handovers = useGetHandoversQuery();
  const t = (id: IdUnder<'warehouse.handovers.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `warehouse.handovers.${id}` }, values);
  return (
    <PageLayout title={t('title')} busy={handovers.isFetching}>
      <QueryState
        query={handovers}
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
                  <th scope="col">{t('number')}</th>
                  <th scope="col">{t('carrier')}</th>
                  <th scope="col">{t('date')}</th>
                  <th scope="col" className={table.numeric}>
                    {t('packages')}
                  </th>
                  <th scope="col">{t('protocol')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((handover) => (
                  <tr key={handover.id}>
                    <th scope="row">{handover.number}</th>
                    <td>{handover.carrier}</td>
                    <td>{formatDate(handover.date)}</td>
                    <td className={table.numeric}>{handover.packages}</td>
                    <td>
                      <a href={handover.protocolUrl} target="_blank" rel="noopener">
                        {t('protocolLink', { number: handover.number })}
                      </a>
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

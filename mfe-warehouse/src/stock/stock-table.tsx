import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, LoadError, SkeletonText } from 'shared-ui';
import { ScrollingTable, staffTable } from 'shared-ui/data-grid';
import { useGetStockSummaryQuery } from '../warehouse-api.ts';

export function StockTable() {
  const intl = useIntl();
  const headingId = useId();
  const { data, error, isLoading, refetch } = useGetStockSummaryQuery();
  const number = (value: number) => intl.formatNumber(value);

  let content: ReactNode;
  if (isLoading) content = <SkeletonText lines={5} />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.length === 0)
    content = <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'warehouse.stock.empty' })} />;
  else
    content = (
      <ScrollingTable label={intl.formatMessage({ id: 'warehouse.stock.caption' })}>
        <table className={staffTable.table}>
          <caption>{intl.formatMessage({ id: 'warehouse.stock.caption' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'warehouse.stock.store' })}</th>
              <th scope="col" className={staffTable.numeric}>
                {intl.formatMessage({ id: 'warehouse.stock.skus' })}
              </th>
              <th scope="col" className={staffTable.numeric}>
                {intl.formatMessage({ id: 'warehouse.stock.units' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.storeId}>
                <th scope="row">{row.storeName}</th>
                <td className={staffTable.numeric}>{number(row.skus)}</td>
                <td className={staffTable.numeric}>{number(row.units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    );

  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'warehouse.stock.title' })}</h2>
      {content}
    </section>
  );
}

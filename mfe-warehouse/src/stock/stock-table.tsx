import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, LoadError, SkeletonText } from 'shared-ui';
import { useGetStockSummaryQuery } from '../warehouse-api.ts';
import styles from './warehouse-page.module.css';

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
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{intl.formatMessage({ id: 'warehouse.stock.caption' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'warehouse.stock.store' })}</th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage({ id: 'warehouse.stock.skus' })}
              </th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage({ id: 'warehouse.stock.units' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.storeId}>
                <th scope="row">{row.storeName}</th>
                <td className={styles.numeric}>{number(row.skus)}</td>
                <td className={styles.numeric}>{number(row.units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'warehouse.stock.title' })}</h2>
      {content}
    </section>
  );
}

import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { type StockMovementKind, stockMovementKinds } from 'shared-domain/contracts/staff.ts';
import { Button, PageLayout, SelectField, TextField, useFormatDate } from 'shared-ui';
import { ScrollingTable, staffTable as table } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';
import { QueryState } from '../ui/query-state.tsx';
import styles from './records.module.css';
import { type MovementsQuery, useGetStockMovementsQuery } from './records-api.ts';

/** Every stock movement, newest first, a page at a time, filtered by kind or product code. */
export function MovementsPage() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const [query, setQuery] = useState<MovementsQuery>({ page: 1 });
  const [kind, setKind] = useState('');
  const [productCode, setProductCode] = useState('');
  const movements = useGetStockMovementsQuery(query);
  const t = (id: IdUnder<'warehouse.movements.'>) => intl.formatMessage({ id: `warehouse.movements.${id}` });

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      page: 1,
      kind: (kind || undefined) as StockMovementKind | undefined,
      productCode: productCode.trim() || undefined,
    });
  };
  return (
    <PageLayout title={t('title')} busy={movements.isFetching}>
      <form className={styles.inlineForm} onSubmit={filter}>
        <SelectField
          label={t('kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
          options={[
            { value: '', label: t('allKinds') },
            ...stockMovementKinds.map((value) => ({ value, label: t(`kind.${value}`) })),
          ]}
        />
        <TextField
          label={t('productCode')}
          value={productCode}
          onChange={(event) => setProductCode(event.target.value)}
        />
        <Button type="submit">{t('filter')}</Button>
      </form>
      <QueryState
        query={movements}
        errorTitle={t('loadError')}
        emptyTitle={t('empty')}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <>
            <ScrollingTable
              label={intl.formatMessage({ id: 'warehouse.movements.caption' }, { page: data.page })}
            >
              <table className={table.table}>
                <caption>
                  {intl.formatMessage({ id: 'warehouse.movements.caption' }, { page: data.page })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('date')}</th>
                    <th scope="col">{t('kind')}</th>
                    <th scope="col">{t('product')}</th>
                    <th scope="col" className={table.numeric}>
                      {t('quantity')}
                    </th>
                    <th scope="col">{t('order')}</th>
                    <th scope="col">{t('user')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((movement) => (
                    <tr key={movement.id}>
                      <td>{formatDate(movement.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
                      <td>{t(`kind.${movement.kind}`)}</td>
                      <th scope="row">
                        {movement.productName} <span className={table.code}>({movement.productCode})</span>
                        {movement.note && <div>{movement.note}</div>}
                      </th>
                      <td className={table.numeric}>{movement.quantity}</td>
                      <td>{movement.orderNumber ?? '–'}</td>
                      <td>{movement.user ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollingTable>
            <div className={styles.pager}>
              <Button
                variant="secondary"
                disabled={data.page <= 1}
                onClick={() => setQuery({ ...query, page: data.page - 1 })}
              >
                {t('previous')}
              </Button>
              <Button
                variant="secondary"
                disabled={!data.hasMore}
                onClick={() => setQuery({ ...query, page: data.page + 1 })}
              >
                {t('next')}
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}

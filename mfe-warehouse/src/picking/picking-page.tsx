import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLayout, SelectField } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import { QueryState } from '../ui/query-state.tsx';
import { useGetStockSummaryQuery } from '../warehouse-api.ts';
import styles from './picking.module.css';
import { useGetPickingListQuery } from './picking-api.ts';
import { PickingOrderCard } from './picking-order-card.tsx';
import { PickingWalk } from './picking-walk.tsx';

/** The picking list of one store: the walk through the shelves, then each order with its actions. */
export function PickingPage() {
  const intl = useIntl();
  const t = (id: IdUnder<'warehouse.picking.'>) => intl.formatMessage({ id: `warehouse.picking.${id}` });
  const [storeId, setStoreId] = useState<number>();
  const stores = useGetStockSummaryQuery();
  const list = useGetPickingListQuery(storeId);
  const chosen = storeId ?? list.data?.storeId;

  return (
    <PageLayout title={t('title')} lead={t('lead')} busy={list.isFetching} className={styles.page}>
      <SelectField
        label={t('store')}
        value={chosen === undefined ? '' : String(chosen)}
        onChange={(event) => setStoreId(Number(event.target.value))}
        options={(stores.data ?? []).map((store) => ({
          value: String(store.storeId),
          label: store.storeName,
        }))}
        placeholder={chosen === undefined ? t('storePlaceholder') : undefined}
      />
      <QueryState
        query={list}
        errorTitle={t('loadError')}
        emptyTitle={t('empty')}
        isEmpty={(data) => data.orders.length === 0}
      >
        {(data) => (
          <>
            <section aria-labelledby="picking-walk">
              <h2 id="picking-walk">{t('walk.title')}</h2>
              {data.walk.length > 0 ? <PickingWalk walk={data.walk} /> : <p>{t('walk.empty')}</p>}
            </section>
            <section aria-labelledby="picking-orders">
              <h2 id="picking-orders">{t('orders')}</h2>
              <div className={styles.cards}>
                {data.orders.map((order) => (
                  <PickingOrderCard key={order.orderNumber} order={order} />
                ))}
              </div>
            </section>
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}

import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StoreCard, StoreService } from 'shared-domain';
import {
  EmptyState,
  LoadError,
  Skeleton,
  useApiErrorMessage,
  useDocumentTitle,
  useSearchParams,
} from 'shared-ui';
import { type NearestQuery, useGetNearestStoresQuery, useGetStorePagesQuery } from '../content-api.ts';
import { NearestSearch } from './nearest-search.tsx';
import { ShopMap } from './shop-map.tsx';
import { StoreCardView } from './store-card.tsx';
import styles from './stores.module.css';

// The interactive map and its library load only when the shop configured a tile server.
const TileMap = lazy(() => import('./tile-map.tsx').then((module) => ({ default: module.TileMap })));

/** The services a visitor filters by, in the api's words (shared-domain/contracts' storeServices). */
const storeServices: readonly StoreService[] = ['sale', 'buyout', 'service'];

function serviceOf(value: string | null): StoreService | undefined {
  return storeServices.find((service) => service === value);
}

/** /prodejny (ro /magazine): stores and showrooms, the shop map, a service filter and the nearest store. */
export function StoresPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'catalogue.stores.title' });
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const service = serviceOf(params.get('service'));
  const [nearest, setNearest] = useState<NearestQuery>();
  const list = useGetStorePagesQuery(service);
  const near = useGetNearestStoresQuery({ ...nearest, service }, { skip: !nearest });
  const nearestError = useApiErrorMessage();
  const filterId = useId();
  const mapId = useId();
  const listId = useId();

  const stores: StoreCard[] | undefined = nearest && near.data ? near.data.items : list.data?.items;
  const placeError = nearest && near.error ? nearestError(near.error) : undefined;

  let content: ReactNode;
  if (list.isLoading) content = <Skeleton variant="rect" height="30rem" />;
  else if (list.error || !stores) content = <LoadError error={list.error} onRetry={list.refetch} />;
  else if (stores.length === 0)
    content = <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'catalogue.stores.empty' })} />;
  else
    content = (
      <ul className={styles.list}>
        {stores.map((store) => (
          <li key={store.id}>
            <StoreCardView store={store} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className={styles.page} aria-busy={list.isLoading || near.isFetching || undefined}>
      <h1>{title}</h1>
      <p className={styles.lead}>{intl.formatMessage({ id: 'catalogue.stores.lead' })}</p>
      <section aria-labelledby={`${filterId}-nearest`} className={styles.tools}>
        <h2 id={`${filterId}-nearest`}>{intl.formatMessage({ id: 'catalogue.stores.nearest.title' })}</h2>
        <NearestSearch onSearch={setNearest} error={placeError} busy={near.isFetching} />
        <fieldset className={styles.filter}>
          <legend>{intl.formatMessage({ id: 'catalogue.stores.services' })}</legend>
          {[undefined, ...storeServices].map((option) => (
            <label key={option ?? 'all'} className={styles.filterOption}>
              <input
                type="radio"
                name={filterId}
                checked={service === option}
                onChange={() => setParams(option ? { service: option } : {}, { replace: true })}
              />
              {intl.formatMessage({
                id: option ? `catalogue.stores.service.${option}` : 'catalogue.stores.filterAll',
              })}
            </label>
          ))}
        </fieldset>
      </section>
      <div className={styles.layout}>
        <section aria-labelledby={mapId} className={styles.mapSection}>
          <h2 id={mapId}>{intl.formatMessage({ id: 'catalogue.stores.map' })}</h2>
          <p className={styles.hint}>{intl.formatMessage({ id: 'catalogue.stores.mapHint' })}</p>
          {list.data?.map.tileUrl ? (
            <Suspense fallback={<Skeleton variant="rect" height="24rem" />}>
              <TileMap tileUrl={list.data.map.tileUrl} stores={stores ?? []} />
            </Suspense>
          ) : (
            <ShopMap
              stores={stores ?? []}
              highlighted={nearest && near.data ? near.data.items[0]?.slug : undefined}
            />
          )}
        </section>
        <section aria-labelledby={listId} className={styles.listSection}>
          <h2 id={listId}>
            {nearest && near.data
              ? near.data.origin.label
                ? intl.formatMessage(
                    { id: 'catalogue.stores.nearest.near' },
                    { place: near.data.origin.label },
                  )
                : intl.formatMessage({ id: 'catalogue.stores.nearest.nearYou' })
              : intl.formatMessage({ id: 'catalogue.stores.list' })}
          </h2>
          {nearest && near.data && (
            <button type="button" className={styles.linkButton} onClick={() => setNearest(undefined)}>
              {intl.formatMessage({ id: 'catalogue.stores.nearest.clear' })}
            </button>
          )}
          {content}
        </section>
      </div>
    </div>
  );
}

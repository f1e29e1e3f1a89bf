import { useIntl } from 'react-intl';
import { contentPath } from 'shared-domain/content-paths.ts';
import { isApiError, Link, LoadError, Skeleton, useDocumentTitle, useParams, useShop } from 'shared-ui';
import { NotFound } from '../../not-found/not-found.tsx';
import { useGetStorePageQuery } from '../content-api.ts';
import { ShopMap } from './shop-map.tsx';
import { StoreContacts, StoreServices } from './store-facts.tsx';
import { OpenStateLabel, StoreHours } from './store-hours.tsx';
import styles from './stores.module.css';

/** /prodejny/<slug>: one store with its photo, description, services, hours, contacts and place on the map. */
export function StoreDetailPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const slug = useParams().slug ?? '';
  const { data: store, error, isLoading, refetch } = useGetStorePageQuery(slug);
  useDocumentTitle(store?.name ?? intl.formatMessage({ id: 'catalogue.stores.title' }));
  const back = (
    <Link to={contentPath(shop, 'stores')} className={styles.back}>
      {intl.formatMessage({ id: 'catalogue.stores.back' })}
    </Link>
  );
  if (isLoading) return <Skeleton variant="rect" height="30rem" />;
  if (isApiError(error) && error.status === 404)
    return (
      <NotFound title={intl.formatMessage({ id: 'catalogue.notFound.title' })}>
        {intl.formatMessage({ id: 'catalogue.stores.notFound' })}
      </NotFound>
    );
  if (error || !store) return <LoadError error={error} onRetry={refetch} />;
  return (
    <article className={styles.page} aria-labelledby="store-title">
      {back}
      <h1 id="store-title">{store.name}</h1>
      <div className={styles.detail}>
        <div>
          {store.photoUrl && (
            <img
              className={styles.photo}
              src={store.photoUrl}
              alt={intl.formatMessage({ id: 'catalogue.stores.photoAlt' }, { name: store.name })}
              width={640}
              height={400}
            />
          )}
          {store.description && <p className={styles.description}>{store.description}</p>}
          <ShopMap stores={[store]} highlighted={store.slug} />
        </div>
        <div className={styles.cardBody}>
          <address className={styles.address}>
            {store.street}
            <br />
            {store.postcode} {store.city}
          </address>
          <OpenStateLabel store={store} />
          <StoreServices services={store.services} />
          <StoreHours store={store} exceptionLimit={10} />
          <StoreContacts store={store} />
        </div>
      </div>
    </article>
  );
}

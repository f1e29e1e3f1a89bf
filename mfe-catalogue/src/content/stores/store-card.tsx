import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { StoreCard } from 'shared-domain';
import { contentPath } from 'shared-domain/content-paths.ts';
import { Link, useShop } from 'shared-ui';
import { StoreContacts, StoreServices } from './store-facts.tsx';
import { OpenStateLabel, StoreHours } from './store-hours.tsx';
import styles from './stores.module.css';

/** One store in the list: photo, name (a link to its page), address, services, open now, hours, contacts. */
export function StoreCardView({ store }: { store: StoreCard }) {
  const intl = useIntl();
  const { shop } = useShop();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {store.photoUrl && (
        <img
          className={styles.photo}
          src={store.photoUrl}
          alt={intl.formatMessage({ id: 'catalogue.stores.photoAlt' }, { name: store.name })}
          width={640}
          height={400}
          loading="lazy"
        />
      )}
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          <Link to={contentPath(shop, 'stores', store.slug)}>{store.name}</Link>
        </h3>
        {store.distanceKm !== null && (
          <p className={styles.distance}>
            {intl.formatMessage({ id: 'catalogue.stores.distance' }, { km: store.distanceKm })}
          </p>
        )}
        <address className={styles.address}>
          {store.street}
          <br />
          {store.postcode} {store.city}
        </address>
        <OpenStateLabel store={store} />
        <StoreServices services={store.services} />
        <StoreHours store={store} />
        <StoreContacts store={store} />
      </div>
    </article>
  );
}

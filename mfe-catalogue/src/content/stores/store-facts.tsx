import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { StoreCard, StoreService } from 'shared-domain';
import type { MessageId } from '../../messages/message-ids.ts';
import styles from './stores.module.css';

/** Each thing a place does, in words: a new service without its words fails tsc. */
const serviceLabel: Record<StoreService, MessageId> = {
  sale: 'catalogue.stores.service.sale',
  buyout: 'catalogue.stores.service.buyout',
  service: 'catalogue.stores.service.service',
};

/** What the place does: sale, buyout, service. */
export function StoreServices({ services }: { services: readonly StoreService[] }) {
  const intl = useIntl();
  const labelId = useId();
  if (services.length === 0) return null;
  return (
    <>
      <p id={labelId} className={styles.subheading}>
        {intl.formatMessage({ id: 'catalogue.stores.services' })}
      </p>
      <ul className={styles.services} aria-labelledby={labelId}>
        {services.map((service) => (
          <li key={service} className={styles.service}>
            {intl.formatMessage({ id: serviceLabel[service] })}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Phone, e-mail and the directions link (Google Maps, a new window). */
export function StoreContacts({ store }: { store: StoreCard }) {
  const intl = useIntl();
  return (
    <ul className={styles.contacts}>
      {store.phone && (
        <li>
          {intl.formatMessage({ id: 'catalogue.stores.phone' })}:{' '}
          <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
        </li>
      )}
      {store.email && (
        <li>
          {intl.formatMessage({ id: 'catalogue.stores.email' })}:{' '}
          <a href={`mailto:${store.email}`}>{store.email}</a>
        </li>
      )}
      <li>
        <a
          href={store.directionsUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage({ id: 'catalogue.stores.directionsLabel' }, { name: store.name })}
        >
          {intl.formatMessage({ id: 'catalogue.stores.directions' })}
        </a>
      </li>
    </ul>
  );
}

import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './centres.module.css';
import { groupOpeningHours, timeOfDay, weekdayName } from './opening-hours.ts';
import type { Place } from './places-api.ts';

/** One centre: address, phone, a map link and the opening hours for the week. */
export function CentreCard({ place }: { place: Place }) {
  const intl = useIntl();
  const titleId = useId();
  const hoursId = useId();
  const day = (value: Parameters<typeof weekdayName>[0]) => weekdayName(value, intl.locale);
  const time = (value: string) => timeOfDay(value, intl.locale);
  const mapUrl = `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=17/${place.latitude}/${place.longitude}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.name}>
        {place.name}
      </h3>
      <address className={styles.address}>
        {place.street}
        <br />
        {place.postcode} {place.city}
      </address>
      {place.phone && (
        <p className={styles.line}>
          {intl.formatMessage({ id: 'buyout.centre.phone' })}{' '}
          <a href={`tel:${place.phone.replace(/\s+/g, '')}`}>{place.phone}</a>
        </p>
      )}
      <p className={styles.line}>
        <a
          href={mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage({ id: 'buyout.centre.mapLabel' }, { name: place.name })}
        >
          {intl.formatMessage({ id: 'buyout.centre.map' })}
        </a>
      </p>
      <p id={hoursId} className={styles.hoursTitle}>
        {intl.formatMessage({ id: 'buyout.centre.hours' })}
      </p>
      <dl className={styles.hours} aria-labelledby={hoursId}>
        {groupOpeningHours(place.openingHours).map((row) => (
          <div key={row.from} className={styles.hoursRow}>
            <dt>{row.from === row.to ? day(row.from) : `${day(row.from)} – ${day(row.to)}`}</dt>
            <dd>
              {row.hours
                ? `${time(row.hours.opens)}–${time(row.hours.closes)}`
                : intl.formatMessage({ id: 'buyout.centre.closed' })}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

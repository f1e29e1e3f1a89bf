import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { StoreSummary, Weekday } from 'shared-domain';
import styles from './centres.module.css';
import { groupOpeningHours, timeOfDay, weekdayName } from './opening-hours.ts';

/** One centre: address, phone, a map link and the opening hours for the week. */
export function CentreCard({ place }: { place: StoreSummary }) {
  const intl = useIntl();
  const titleId = useId();
  const hoursId = useId();
  const day = (value: Weekday) => weekdayName(value, intl.locale);
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
          {intl.formatMessage({ id: 'ui.centre.phone' })}{' '}
          <a href={`tel:${place.phone.replace(/\s+/g, '')}`}>{place.phone}</a>
        </p>
      )}
      <p className={styles.line}>
        <a
          href={mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage({ id: 'ui.centre.mapLabel' }, { name: place.name })}
        >
          {intl.formatMessage({ id: 'ui.centre.map' })}
        </a>
      </p>
      <p id={hoursId} className={styles.hoursTitle}>
        {intl.formatMessage({ id: 'ui.centre.hours' })}
      </p>
      <dl className={styles.hours} aria-labelledby={hoursId}>
        {groupOpeningHours(place.openingHours).map((row) => (
          <div key={row.from} className={styles.hoursRow}>
            <dt>{row.from === row.to ? day(row.from) : `${day(row.from)} – ${day(row.to)}`}</dt>
            <dd>
              {row.hours
                ? `${time(row.hours.opens)}–${time(row.hours.closes)}`
                : intl.formatMessage({ id: 'ui.centre.closed' })}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

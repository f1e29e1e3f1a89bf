import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { StoreCard, Weekday } from 'shared-domain';
import { groupOpeningHours, timeOfDay, useFormatDate, weekdayName } from 'shared-ui';
import styles from './stores.module.css';

/** "Open, closes at 19:00" / "Closed, opens Monday at 9:00", as the api computed it in the shop's zone. */
export function OpenStateLabel({ store }: { store: StoreCard }) {
  const intl = useIntl();
  const { openState } = store;
  const time = (value: string) => timeOfDay(value, intl.locale);
  let text: string;
  if (openState.isOpen && openState.closesAt)
    text = intl.formatMessage({ id: 'catalogue.stores.openNow' }, { time: time(openState.closesAt) });
  else if (openState.opensAt && openState.opensAt.date === openState.today)
    text = intl.formatMessage({ id: 'catalogue.stores.opensToday' }, { time: time(openState.opensAt.time) });
  else if (openState.opensAt)
    text = intl.formatMessage(
      { id: 'catalogue.stores.opensOn' },
      { day: weekdayName(openState.opensAt.weekday, intl.locale), time: time(openState.opensAt.time) },
    );
  else text = intl.formatMessage({ id: 'catalogue.stores.closed' });
  return <p className={openState.isOpen ? styles.open : styles.closed}>{text}</p>;
}

/** The week's hours, grouped (Mon–Fri 9:00–19:00), and the coming days with other hours. */
export function StoreHours({ store, exceptionLimit = 3 }: { store: StoreCard; exceptionLimit?: number }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const hoursId = useId();
  const exceptionsId = useId();
  const day = (value: Weekday) => weekdayName(value, intl.locale);
  const time = (value: string) => timeOfDay(value, intl.locale);
  const exceptions = store.exceptions.slice(0, exceptionLimit);
  return (
    <>
      <p id={hoursId} className={styles.subheading}>
        {intl.formatMessage({ id: 'catalogue.stores.hours' })}
      </p>
      <dl className={styles.hours} aria-labelledby={hoursId}>
        {groupOpeningHours(store.openingHours).map((row) => (
          <div key={row.from} className={styles.hoursRow}>
            <dt>{row.from === row.to ? day(row.from) : `${day(row.from)} – ${day(row.to)}`}</dt>
            <dd>
              {row.hours
                ? `${time(row.hours.opens)}–${time(row.hours.closes)}`
                : intl.formatMessage({ id: 'catalogue.stores.closedDay' })}
            </dd>
          </div>
        ))}
      </dl>
      {exceptions.length > 0 && (
        <>
          <p id={exceptionsId} className={styles.subheading}>
            {intl.formatMessage({ id: 'catalogue.stores.exceptions' })}
          </p>
          <dl className={styles.hours} aria-labelledby={exceptionsId}>
            {exceptions.map((exception) => (
              <div key={exception.date} className={styles.hoursRow}>
                <dt>
                  {formatDate(`${exception.date}T12:00:00Z`, {
                    day: 'numeric',
                    month: 'numeric',
                    year: 'numeric',
                  })}
                  {exception.note ? ` (${exception.note})` : ''}
                </dt>
                <dd>
                  {exception.closed || !exception.opens || !exception.closes
                    ? intl.formatMessage({ id: 'catalogue.stores.exceptionClosed' })
                    : `${time(exception.opens)}–${time(exception.closes)}`}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </>
  );
}

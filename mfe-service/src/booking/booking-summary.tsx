import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Money } from 'shared-domain';
import { Price } from 'shared-ui';
import styles from './booking-page.module.css';
import type { ChosenDevice } from './booking-query.ts';

/** The sum of the chosen operations; the api computes the binding total again when booking. */
export function totalOf(device: ChosenDevice): Money {
  const currency = device.operations[0].price.currency;
  return { amount: device.operations.reduce((sum, operation) => sum + operation.price.amount, 0), currency };
}

/** What is being booked: the device, each chosen operation with its price, and the total. */
export function BookingSummary({ device }: { device: ChosenDevice }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.summary}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'service.booking.summary.title' })}</h2>
      <p className={styles.device}>
        {device.colour
          ? intl.formatMessage(
              { id: 'service.booking.summary.deviceColour' },
              { name: device.name, colour: device.colour },
            )
          : device.name}
      </p>
      <ul
        aria-label={intl.formatMessage({ id: 'service.booking.summary.operations' })}
        className={styles.operations}
      >
        {device.operations.map((operation) => (
          <li key={operation.id}>
            <span>{operation.name}</span>
            <Price value={operation.price} />
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{intl.formatMessage({ id: 'service.booking.summary.total' })}</span>
        <Price value={totalOf(device)} />
      </p>
      <p className={styles.note}>{intl.formatMessage({ id: 'service.booking.summary.priceNote' })}</p>
    </section>
  );
}

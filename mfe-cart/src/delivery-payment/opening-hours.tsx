import { useIntl } from 'react-intl';
import type { OpeningHours as Hours } from 'shared-domain';
import styles from './delivery-payment.module.css';

/** A store's or pickup point's week, one line a day; days without an entry are closed. */
export function OpeningHours({ hours, label }: { hours: readonly Hours[]; label: string }) {
  const intl = useIntl();
  if (hours.length === 0) return null;
  return (
    <ul className={styles.hours} aria-label={label}>
      {hours.map((day) => (
        <li key={day.day}>
          {intl.formatMessage({ id: `checkout.day.${day.day}` })} {day.opens}–{day.closes}
        </li>
      ))}
    </ul>
  );
}

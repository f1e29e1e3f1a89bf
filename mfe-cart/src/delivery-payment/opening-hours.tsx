import { useIntl } from 'react-intl';
import type { OpeningHours as Hours } from 'shared-domain';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './delivery-payment.module.css';

/** Each day of the week, short: a new day value without its words fails tsc. */
const dayName: Record<Hours['day'], MessageId> = {
  mon: 'checkout.day.mon',
  tue: 'checkout.day.tue',
  wed: 'checkout.day.wed',
  thu: 'checkout.day.thu',
  fri: 'checkout.day.fri',
  sat: 'checkout.day.sat',
  sun: 'checkout.day.sun',
};

/** A store's or pickup point's week, one line a day; days without an entry are closed. */
export function OpeningHours({ hours, label }: { hours: readonly Hours[]; label: string }) {
  const intl = useIntl();
  if (hours.length === 0) return null;
  return (
    <ul className={styles.hours} aria-label={label}>
      {hours.map((day) => (
        <li key={day.day}>
          {intl.formatMessage({ id: dayName[day.day] })} {day.opens}–{day.closes}
        </li>
      ))}
    </ul>
  );
}

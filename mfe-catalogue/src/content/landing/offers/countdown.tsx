import { useIntl } from 'react-intl';
import styles from '../landing.module.css';
import { countdownParts } from './server-clock.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** "Končí za 2 d 03:04:05": the time an offer has left. */
export function Countdown({ seconds }: { seconds: number }) {
  const intl = useIntl();
  const parts = countdownParts(seconds);
  const clock = `${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`;
  return (
    // A timer that changes every second is not read out; its text is there when the user looks.
    <p className={styles.countdown} role="timer" aria-live="off">
      {intl.formatMessage({ id: 'landing.offers.endsIn' }, { days: parts.days, clock })}
    </p>
  );
}

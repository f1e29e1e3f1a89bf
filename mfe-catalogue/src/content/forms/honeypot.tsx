import { type Ref, useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './forms.module.css';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen readers);
 * a robot filling every input types into it, and the api drops what it sends.
 */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{intl.formatMessage({ id: 'forms.honeypot' })}</label>
      <input ref={ref} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

import { useIntl } from 'react-intl';
import { classNames } from './class-names.ts';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** What is loading, for screen readers; defaults to "Načítání…" / "Se încarcă…". */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span
      role="status"
      aria-label={label ?? intl.formatMessage({ id: 'ui.loading' })}
      className={classNames(styles.spinner, styles[size], className)}
    >
      <span className={styles.circle} aria-hidden="true" />
    </span>
  );
}

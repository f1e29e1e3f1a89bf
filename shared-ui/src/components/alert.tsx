import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './alert.module.css';
import { classNames } from './class-names.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/**
 * Errors and warnings interrupt a screen reader (role alert); success and info wait politely
 * (role status).
 */
export function Alert({ tone = 'info', title, children, onDismiss, className }: AlertProps) {
  const intl = useIntl();
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={classNames(styles.alert, styles[tone], className)}>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          onClick={onDismiss}
          aria-label={intl.formatMessage({ id: 'ui.alert.dismiss' })}
        >
          ×
        </button>
      )}
    </div>
  );
}

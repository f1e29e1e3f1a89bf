import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useApiErrorMessage } from '../intl/use-api-error-message.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import styles from './load-error.module.css';

export interface LoadErrorProps {
  /** What the load failed with (an RTK Query error or a thrown one); explained in the user's words. */
  error: unknown;
  /** Loads again, e.g. RTK Query's refetch: no page reload, the rest of the page stays. */
  onRetry: () => void;
  /** Names what could not be loaded ("Košík se nepodařilo načíst"); a general "data" title by default. */
  title?: ReactNode;
}

/** A failed load: what went wrong and a way to try again without reloading the page. */
export function LoadError({ error, onRetry, title }: LoadErrorProps) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  return (
    <Alert tone="error" title={title ?? intl.formatMessage({ id: 'ui.loadError.title' })}>
      <p className={styles.text}>{describe(error)}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {intl.formatMessage({ id: 'ui.loadError.retry' })}
      </Button>
    </Alert>
  );
}

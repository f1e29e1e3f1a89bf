import { useIntl } from 'react-intl';
import { Alert, Button, useApiErrorMessage } from 'shared-ui';
import styles from './load-error.module.css';

/** A failed load: what went wrong and a way to try again without reloading the page. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  return (
    <Alert tone="error" title={intl.formatMessage({ id: 'account.error.title' })}>
      <p className={styles.text}>{describe(error)}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {intl.formatMessage({ id: 'account.error.retry' })}
      </Button>
    </Alert>
  );
}

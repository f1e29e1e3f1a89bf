import { useIntl } from 'react-intl';
import { Alert, Button, isApiError } from 'shared-ui';
import { useOrderErrorMessage } from './order-error-message.ts';

interface OrderLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** What could not be loaded; "the order" by default. */
  title?: string;
}

// The api's answers about the order itself (bad number, no such order, items missing): asking
// again gives the same answer, so no retry is offered for them.
const finalStatuses = new Set([400, 404, 409]);

/** A failed load of an order: why, in the customer's words, and a retry where one can help. */
export function OrderLoadError({ error, onRetry, title }: OrderLoadErrorProps) {
  const intl = useIntl();
  const describe = useOrderErrorMessage();
  const retryable = !isApiError(error) || !finalStatuses.has(error.status);
  return (
    <Alert tone="error" title={title ?? intl.formatMessage({ id: 'orders.error.title' })}>
      <p>{describe(error)}</p>
      {retryable && (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'ui.loadError.retry' })}
        </Button>
      )}
    </Alert>
  );
}

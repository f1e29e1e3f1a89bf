import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, useApiErrorMessage } from 'shared-ui';

/**
 * The orders api's codes ('Order not found.', 'Invalid order.', 'Order items could not be
 * found…', and the withdrawal's 409s) in the customer's language; any other failure is explained
 * the shop's general way.
 */
export function useOrderErrorMessage(): (error: unknown) => string {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const id = isApiError(error) ? `orders.error.${error.data.code}` : '';
      return id in intl.messages ? intl.formatMessage({ id }) : describe(error);
    },
    [intl, describe],
  );
}

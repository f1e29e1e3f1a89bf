import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, uncheckedMessageId, useApiErrorMessage } from 'shared-ui';

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
      // The code is the api's answer, known only now: its text is shown if the catalogue has one.
      const id = isApiError(error) ? `orders.error.${error.data.code}` : '';
      return id in intl.messages ? intl.formatMessage({ id: uncheckedMessageId(id) }) : describe(error);
    },
    [intl, describe],
  );
}

import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import { useApiErrorMessage } from 'shared-ui';
import { cartErrorMessage } from './cart-error.ts';

/**
 * Runs one cart change and keeps its failure as text for the place it was made (the first
 * non-field error or the first error value, else a general message). The success needs nothing:
 * every mutation invalidates 'Cart' and the page refetches.
 */
export function useCartAction() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const apiErrorMessage = useApiErrorMessage();
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setError(null);
      try {
        await action();
        return true;
      } catch (caught) {
        setError(cartErrorMessage(caught, locale) ?? apiErrorMessage(caught));
        return false;
      }
    },
    [locale, apiErrorMessage],
  );

  return { run, error, clearError: useCallback(() => setError(null), []) };
}

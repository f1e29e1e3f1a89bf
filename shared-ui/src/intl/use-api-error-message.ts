import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../store/api-error.ts';

const messageOfType: Record<string, string> = {
  unauthenticated: 'ui.error.unauthenticated',
  forbidden: 'ui.error.forbidden',
  not_found: 'ui.error.notFound',
  rate_limited: 'ui.error.rateLimited',
};

/**
 * Turns an RTK Query error into text for the customer (ARCHITECTURE §4: the client maps codes to
 * translated messages). A remote's catalogue may define `error.<code>` for a specific code;
 * validation errors show the server's own message (spec §8); the rest fall back per error type.
 */
export function useApiErrorMessage(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return intl.formatMessage({ id: 'ui.error.generic' });
      const { code, type, message } = error.data;
      const byCode = `error.${code}`;
      if (byCode in intl.messages) return intl.formatMessage({ id: byCode });
      if (code === 'network_error') return intl.formatMessage({ id: 'ui.error.network' });
      if (type === 'validation' && message) return message;
      return intl.formatMessage({ id: messageOfType[type] ?? 'ui.error.generic' });
    },
    [intl],
  );
}

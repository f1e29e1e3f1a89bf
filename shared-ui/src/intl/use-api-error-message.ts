import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, retryAfterSecondsOf } from '../store/api-error.ts';

const messageOfType: Record<string, string> = {
  unauthenticated: 'ui.error.unauthenticated',
  forbidden: 'ui.error.forbidden',
  not_found: 'ui.error.notFound',
  rate_limited: 'ui.error.rateLimited',
};

/** "Try again in 10 minutes": rounded up, so nobody comes back while still limited. */
export function minutesOf(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * Turns an RTK Query error into text for the customer (ARCHITECTURE §4: the client maps codes to
 * translated messages). A remote's catalogue may define `error.<code>` for a specific code;
 * validation errors show the server's own message (spec §8); the rest fall back per error type.
 * A 429 that says how long to wait becomes "too many attempts, try again in N minutes".
 */
export function useApiErrorMessage(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return intl.formatMessage({ id: 'ui.error.generic' });
      // Every limit answers alike, so every form says how long to wait in the same words.
      const retryAfterSeconds = retryAfterSecondsOf(error);
      if (retryAfterSeconds !== null)
        return intl.formatMessage(
          { id: 'ui.error.rateLimitedMinutes' },
          { minutes: minutesOf(retryAfterSeconds) },
        );
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

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorCode, Locale } from 'shared-domain';
import { isApiError, retryAfterSecondsOf } from '../store/api-error.ts';
import { useLoadApiErrorMessages } from './api-error-catalogue.ts';
import { type MessageId, uncheckedMessageId } from './message-id.ts';

const messageOfType: Record<string, MessageId> = {
  unauthenticated: 'ui.error.unauthenticated',
  forbidden: 'ui.error.forbidden',
  not_found: 'ui.error.notFound',
  rate_limited: 'ui.error.rateLimited',
};

/**
 * Codes whose api text names what the catalogue cannot know (a product, how many pieces are left,
 * the installment limits, a status): the api writes them in the shop's language, so its words are
 * shown rather than the code's general message.
 */
const codesWithDetails: ReadonlySet<string> = new Set<ErrorCode>([
  'out_of_stock',
  'quantity_limit',
  'installment_out_of_limits',
  'min_order_amount',
  'buyout_impossible',
  'too_many_addresses',
  'too_many_attempts',
  'invalid_transition',
  'invalid_status_change',
]);

/** "Try again in 10 minutes": rounded up, so nobody comes back while still limited. */
export function minutesOf(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * Turns an RTK Query error into text for the customer (the client maps the api's codes to
 * translated messages). A remote's catalogue may define `error.<code>` for a specific code;
 * validation errors show the server's own message (it is in the shop's language and names the
 * field's rule), as do the codes whose text carries details; every other code has its message
 * in shared-ui's catalogue (`ui.apiError.<code>`); an unknown code falls back per error type.
 * A 429 that says how long to wait becomes "too many attempts, try again in N minutes".
 */
export function useApiErrorMessage(): (error: unknown) => string {
  const intl = useIntl();
  useLoadApiErrorMessages(intl.locale as Locale);
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
      const byRemote = `error.${code}`;
      if (byRemote in intl.messages) return intl.formatMessage({ id: uncheckedMessageId(byRemote) });
      if (code === 'network_error') return intl.formatMessage({ id: 'ui.error.network' });
      if (message && (type === 'validation' || codesWithDetails.has(code))) return message;
      const byCode = `ui.apiError.${code}`;
      if (byCode in intl.messages) return intl.formatMessage({ id: uncheckedMessageId(byCode) });
      return intl.formatMessage({ id: messageOfType[type] ?? 'ui.error.generic' });
    },
    [intl],
  );
}

import { useCallback } from 'react';
import { useFormatDate } from 'shared-ui';

/**
 * A calendar day from the api ("2026-03-19", or a date-time): a plain date is read in UTC, so the
 * last day of the withdrawal period never shifts by the browser's time zone.
 */
export function useFormatDay(): (value: string) => string {
  const formatDate = useFormatDate();
  return useCallback(
    (value: string) =>
      formatDate(
        value,
        /^\d{4}-\d{2}-\d{2}$/.test(value) ? { dateStyle: 'medium', timeZone: 'UTC' } : undefined,
      ),
    [formatDate],
  );
}

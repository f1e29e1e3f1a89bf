import { useCallback, useState } from 'react';
import type { FormErrors } from 'shared-domain/validation';
import { fieldErrorsOf, isApiError, useApiErrorMessage } from 'shared-ui';

/** A 400's field errors by dotted field path, or null when the error is not about fields. */
export function serverFieldErrorsOf(error: unknown): FormErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const fields = fieldErrorsOf(error.data);
  return Object.keys(fields).length > 0 ? fields : null;
}

export interface ServerFieldErrors {
  /** The server's message per field (already in the shop's language), shown at the field. */
  fieldErrors: FormErrors;
  /** What went wrong when it is not about a field (conflict, network…), for an alert. */
  formError: string | null;
  /** Takes a failed save's error apart; the user's input stays as it is. */
  setFromError: (error: unknown) => void;
  clear: () => void;
}

/** A form's view of a failed save: the 400's field errors at their fields, anything else once. */
export function useServerFieldErrors(): ServerFieldErrors {
  const describe = useApiErrorMessage();
  const [fieldErrors, setFieldErrors] = useState<FormErrors>({});
  // The failure itself, described at render: the text follows the language on screen.
  const [otherFailure, setOtherFailure] = useState<{ error: unknown } | null>(null);
  const setFromError = useCallback((error: unknown) => {
    const fields = serverFieldErrorsOf(error);
    setFieldErrors(fields ?? {});
    setOtherFailure(fields ? null : { error });
  }, []);
  const clear = useCallback(() => {
    setFieldErrors({});
    setOtherFailure(null);
  }, []);
  return { fieldErrors, formError: otherFailure ? describe(otherFailure.error) : null, setFromError, clear };
}

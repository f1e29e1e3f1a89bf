import { useCallback, useState } from 'react';
import type { Locale } from 'shared-domain';
import { SEARCH_MIN_CHARS } from 'shared-domain/validation/search-term-rule.ts';
import type { formatValidationMessage } from 'shared-domain/validation/validation-messages.ts';

type Format = typeof formatValidationMessage;

/**
 * "Zadejte alespoň 2 znaky." in the shop's words. Its text lives with the validation messages of
 * every form (both languages, several KB), so the header's search box loads them when it is first
 * focused instead of with every page: by the first typed character they are there.
 */
export function useSearchHint(locale: Locale): { hint: string | null; prepareHint: () => void } {
  const [format, setFormat] = useState<Format | null>(null);
  const prepareHint = useCallback(() => {
    import('shared-domain/validation/validation-messages.ts').then(
      (messages) => setFormat(() => messages.formatValidationMessage),
      // Without its words the box still refuses a short term; the hint comes on the next focus.
      () => undefined,
    );
  }, []);
  const hint = format ? format(locale, 'searchMinLength', { numChars: SEARCH_MIN_CHARS }) : null;
  return { hint, prepareHint };
}

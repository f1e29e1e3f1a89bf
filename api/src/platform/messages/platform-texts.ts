import type { Locale } from 'shared-domain';

// The platform's own texts with values (a code's words without values are shared-domain's
// apiErrorMessages). ICU messages: formatServerMessage fills them.

interface PlatformTexts {
  rateLimited: string;
  /** A field whose value is none of the offered ones (a payment type, an arrangement). */
  invalidChoice: string;
  /** A field that breaks a rule the catalogue of validation codes has no words for. */
  invalidValue: string;
}

export const platformTexts: Record<Locale, PlatformTexts> = {
  'cs-CZ': {
    invalidChoice: 'Vyberte prosím jednu z\u00a0nabízených možností.',
    invalidValue: 'Zadejte prosím platnou hodnotu.',
    rateLimited:
      'Příliš mnoho pokusů. Zkuste to prosím znovu za {minutes, plural, one {# minutu} few {# minuty} many {# minuty} other {# minut}}.',
  },
  'ro-RO': {
    invalidChoice: 'Vă rugăm să alegeți una dintre opțiunile oferite.',
    invalidValue: 'Vă rugăm să introduceți o valoare validă.',
    rateLimited:
      'Prea multe încercări. Vă rugăm să încercați din nou peste {minutes, plural, one {# minut} few {# minute} other {# de minute}}.',
  },
};

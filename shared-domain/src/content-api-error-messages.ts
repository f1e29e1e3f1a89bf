import type { ContentApiErrorCode } from './api-error-codes.ts';
import type { Locale } from './shop.ts';

// The words for the errors only content pages meet, in each shop's language. The api answers with
// them; the content pages load them with their own texts (as `error.<code>`, which
// useApiErrorMessage prefers), so the error catalogue every storefront page loads stays as it was.
export const contentApiErrorMessages: Record<Locale, Record<ContentApiErrorCode, string>> = {
  'cs-CZ': {
    content_page_not_found: 'Tuto stránku jsme nenašli.',
    product_not_expected:
      'Tento produkt nečekáme – buď je skladem a\u00a0můžete ho rovnou koupit, nebo jeho příchod není ohlášen.',
    limited_offer_not_found: 'Tato nabídka už neplatí.',
    article_not_found: 'Tento článek jsme nenašli.',
    place_not_found: 'Toto město ani PSČ neznáme. Zkuste okresní město nebo jiné PSČ.',
    newsletter_link_invalid: 'Odkaz je neplatný nebo vypršel. Přihlaste se k\u00a0odběru prosím znovu.',
  },
  'ro-RO': {
    content_page_not_found: 'Nu am găsit această pagină.',
    product_not_expected:
      'Nu așteptăm acest produs: fie este în stoc și îl puteți cumpăra imediat, fie sosirea lui nu a fost anunțată.',
    limited_offer_not_found: 'Această ofertă nu mai este valabilă.',
    article_not_found: 'Nu am găsit acest articol.',
    place_not_found:
      'Nu cunoaștem acest oraș sau cod poștal. Încercați reședința de județ sau alt cod poștal.',
    newsletter_link_invalid: 'Linkul nu este valid sau a expirat. Abonați-vă din nou.',
  },
};

/** The content errors as message ids of a front's catalogue: `error.<code>`. */
export function contentErrorTexts(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(contentApiErrorMessages[locale]).map(([code, message]) => [`error.${code}`, message]),
  );
}

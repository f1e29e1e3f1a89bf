import type { Locale } from 'shared-domain';
import type { Messages } from 'shared-ui';
import searchBoxCsCZ from '../messages/search-box.cs-CZ.ts';
import searchBoxRoRO from '../messages/search-box.ro-RO.ts';
import storefrontCsCZ from '../messages/storefront.cs-CZ.ts';
import storefrontRoRO from '../messages/storefront.ro-RO.ts';

// The header's texts: the menu's and the search box's. Not the whole catalogue, nor the category
// filters' texts (browse): the header is on every page's first paint.
const catalogues: Record<Locale, Messages> = {
  'cs-CZ': { ...searchBoxCsCZ, ...storefrontCsCZ },
  'ro-RO': { ...searchBoxRoRO, ...storefrontRoRO },
};

/** The texts of the header widget, which renders outside the catalogue's own area. */
export function storefrontMessagesFor(locale: string): { locale: Locale; messages: Messages } {
  const known: Locale = locale === 'ro-RO' ? 'ro-RO' : 'cs-CZ';
  return { locale: known, messages: catalogues[known] };
}

import type { Locale } from 'shared-domain';
import type { Messages } from 'shared-ui';
import browseCsCZ from '../messages/browse.cs-CZ.ts';
import browseRoRO from '../messages/browse.ro-RO.ts';
import storefrontCsCZ from '../messages/storefront.cs-CZ.ts';
import storefrontRoRO from '../messages/storefront.ro-RO.ts';

// The menu's texts and the search box's (browse); not the whole catalogue: the header is on every page.
const catalogues: Record<Locale, Messages> = {
  'cs-CZ': { ...browseCsCZ, ...storefrontCsCZ },
  'ro-RO': { ...browseRoRO, ...storefrontRoRO },
};

/** The texts of the header widget, which renders outside the catalogue's own area. */
export function storefrontMessagesFor(locale: string): { locale: Locale; messages: Messages } {
  const known: Locale = locale === 'ro-RO' ? 'ro-RO' : 'cs-CZ';
  return { locale: known, messages: catalogues[known] };
}

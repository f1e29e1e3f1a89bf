import type { Locale } from 'shared-domain';
import type { Messages } from 'shared-ui';
import headerCsCZ from '../messages/header.cs-CZ.ts';
import headerRoRO from '../messages/header.ro-RO.ts';

// The header's texts: the menu's and the search box's only. Not the home page's lists nor the
// category filters' texts: the header is on every page's first paint, in both languages.
const catalogues: Record<Locale, Messages> = { 'cs-CZ': headerCsCZ, 'ro-RO': headerRoRO };

/** The texts of the header widget, which renders outside the catalogue's own area. */
export function storefrontMessagesFor(locale: string): { locale: Locale; messages: Messages } {
  const known: Locale = locale === 'ro-RO' ? 'ro-RO' : 'cs-CZ';
  return { locale: known, messages: catalogues[known] };
}

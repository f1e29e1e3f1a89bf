import type { Locale } from 'shared-domain';
import type { Messages } from 'shared-ui';
import menuCsCZ from './menu.cs-CZ.ts';
import menuRoRO from './menu.ro-RO.ts';

/**
 * The user menu's texts in both languages, statically: the header widget renders outside the
 * account's own area on every page, so it carries only its own few texts, not the account's.
 */
const menuCatalogues: Record<Locale, Messages> = { 'cs-CZ': menuCsCZ, 'ro-RO': menuRoRO };

export function menuMessagesFor(locale: string): { locale: Locale; messages: Messages } {
  const known: Locale = locale === 'ro-RO' ? 'ro-RO' : 'cs-CZ';
  return { locale: known, messages: menuCatalogues[known] };
}

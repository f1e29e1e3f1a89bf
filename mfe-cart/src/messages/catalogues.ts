import type { Locale } from 'shared-domain';
import type { Messages } from 'shared-ui';
import csCZ from './badge.cs-CZ.ts';
import roRO from './badge.ro-RO.ts';

/**
 * The header badge's texts in both languages, statically: the badge renders outside the cart's own
 * area on every page, so only its two messages ride along with the header (not the whole cart's).
 */
export const badgeCatalogues: Record<Locale, Messages> = { 'cs-CZ': csCZ, 'ro-RO': roRO };

export function badgeMessagesFor(locale: string): { locale: Locale; messages: Messages } {
  const known: Locale = locale === 'ro-RO' ? 'ro-RO' : 'cs-CZ';
  return { locale: known, messages: badgeCatalogues[known] };
}

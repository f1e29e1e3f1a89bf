import type { Locale } from 'shared-domain';
import type { Messages } from 'shared-ui';
import csCZ from './cs-CZ.ts';
import roRO from './ro-RO.ts';

/** Both languages, statically: for the header widget, which renders outside the cart's own area. */
export const cartCatalogues: Record<Locale, Messages> = { 'cs-CZ': csCZ, 'ro-RO': roRO };

export function cartMessagesFor(locale: string): { locale: Locale; messages: Messages } {
  const known: Locale = locale === 'ro-RO' ? 'ro-RO' : 'cs-CZ';
  return { locale: known, messages: cartCatalogues[known] };
}

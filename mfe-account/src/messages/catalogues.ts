import type { Locale } from 'shared-domain';
import type { Messages } from 'shared-ui';
import csCZ from './cs-CZ.ts';
import roRO from './ro-RO.ts';

/** Both languages, statically: for the header widget, which renders outside the account's own area. */
export const accountCatalogues: Record<Locale, Messages> = { 'cs-CZ': csCZ, 'ro-RO': roRO };

export function accountMessagesFor(locale: string): { locale: Locale; messages: Messages } {
  const known: Locale = locale === 'ro-RO' ? 'ro-RO' : 'cs-CZ';
  return { locale: known, messages: accountCatalogues[known] };
}

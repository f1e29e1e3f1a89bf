import { IntlMessageFormat } from 'intl-messageformat';
import account from 'mfe-account/src/messages/cs-CZ.ts';
import accountRo from 'mfe-account/src/messages/ro-RO.ts';
import admin from 'mfe-admin/src/messages/cs-CZ.ts';
import adminRo from 'mfe-admin/src/messages/ro-RO.ts';
import buyout from 'mfe-buyout/src/messages/cs-CZ.ts';
import buyoutRo from 'mfe-buyout/src/messages/ro-RO.ts';
import cart from 'mfe-cart/src/messages/cs-CZ.ts';
import cartRo from 'mfe-cart/src/messages/ro-RO.ts';
import catalogueContent from 'mfe-catalogue/src/messages/content.cs-CZ.ts';
import catalogueContentRo from 'mfe-catalogue/src/messages/content.ro-RO.ts';
import catalogue from 'mfe-catalogue/src/messages/cs-CZ.ts';
import catalogueRo from 'mfe-catalogue/src/messages/ro-RO.ts';
import service from 'mfe-service/src/messages/cs-CZ.ts';
import serviceRo from 'mfe-service/src/messages/ro-RO.ts';
import warehouse from 'mfe-warehouse/src/messages/cs-CZ.ts';
import warehouseRo from 'mfe-warehouse/src/messages/ro-RO.ts';
import { type Locale, type ShopCode, shops } from 'shared-domain';
import { csCZ as ui } from 'shared-ui/messages/cs-CZ.ts';
import { roRO as uiRo } from 'shared-ui/messages/ro-RO.ts';
import { csCZ as shell } from 'shell/src/messages/cs-CZ.ts';
import { roRO as shellRo } from 'shell/src/messages/ro-RO.ts';

// The suite finds elements by what a visitor reads, in the shop's language, taken from the same
// catalogues the shop renders — so a test in Romanian is the same test as in Czech.
const catalogues: Record<Locale, Record<string, string>> = {
  'cs-CZ': {
    ...ui,
    ...shell,
    ...catalogue,
    ...catalogueContent,
    ...cart,
    ...buyout,
    ...service,
    ...account,
    ...admin,
    ...warehouse,
  },
  'ro-RO': {
    ...uiRo,
    ...shellRo,
    ...catalogueRo,
    ...catalogueContentRo,
    ...cartRo,
    ...buyoutRo,
    ...serviceRo,
    ...accountRo,
    ...adminRo,
    ...warehouseRo,
  },
};

/** The no-permission message is fixed text in both languages. */
export const NO_PERMISSION: Record<ShopCode, string> = {
  cz: 'Nemáte oprávnění k přístupu na tuto stránku.',
  ro: 'Nu aveți permisiunea de a accesa această pagină.',
};

export function textOf(shop: ShopCode, id: string, values?: Record<string, string | number>): string {
  const locale = shops[shop].locale;
  const message = catalogues[locale][id];
  if (message === undefined) throw new Error(`no message ${id} in ${locale}`);
  return String(new IntlMessageFormat(message, locale).format(values));
}

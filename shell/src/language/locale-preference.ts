import { isShopCode, type Locale, locales, type ShopCode, shops } from 'shared-domain';

const KEY = 'shop:locale';

/** The language the visitor chose in the language select, else the shop's own. */
export function preferredLocale(shop: ShopCode, storage: Storage): Locale {
  const stored = storage.getItem(KEY);
  return stored && (locales as string[]).includes(stored) ? (stored as Locale) : shops[shop].locale;
}

export function rememberLocale(locale: Locale, storage: Storage): void {
  storage.setItem(KEY, locale);
}

/** The variant the bff rendered into <html data-shop>, used before the boot data arrives. */
export function shopOfDocument(doc: Document): ShopCode {
  const value = doc.documentElement.dataset.shop;
  return isShopCode(value) ? value : 'cz';
}

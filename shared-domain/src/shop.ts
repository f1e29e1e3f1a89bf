// Shop variants. SHOP=cz (default) or SHOP=ro selects one for the whole stack.
export const shopCodes = ['cz', 'ro'] as const;
export type ShopCode = (typeof shopCodes)[number];
export type Locale = 'cs-CZ' | 'ro-RO';
export const currencyCodes = ['CZK', 'RON'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export interface ShopVariant {
  code: ShopCode;
  locale: Locale;
  currency: CurrencyCode;
  /** How the currency is shown to customers: "Kč" and "Lei", always with 0 decimals. */
  currencyLabel: string;
  phonePrefix: string;
  /** ISO 3166-1 alpha-2 code of the default country of addresses. */
  country: 'CZ' | 'RO';
  /** Id of the default country in the country options, preselected in the buyout personal info. */
  defaultCountryId: number;
  title: string;
  /**
   * IANA zone of the shop's stores: every time a customer or the staff sees (pickup and service
   * windows, order and status times, e-mails) is the shop's wall-clock time, whatever zone the
   * browser or the server runs in.
   */
  timeZone: 'Europe/Prague' | 'Europe/Bucharest';
}

export const shops: Record<ShopCode, ShopVariant> = {
  cz: {
    code: 'cz',
    locale: 'cs-CZ',
    currency: 'CZK',
    currencyLabel: 'Kč',
    phonePrefix: '+420',
    country: 'CZ',
    defaultCountryId: 1,
    title: 'Mobilní svět',
    timeZone: 'Europe/Prague',
  },
  ro: {
    code: 'ro',
    locale: 'ro-RO',
    currency: 'RON',
    currencyLabel: 'Lei',
    phonePrefix: '+40',
    country: 'RO',
    defaultCountryId: 2,
    title: 'Lumea Mobilă',
    timeZone: 'Europe/Bucharest',
  },
};

export const locales: Locale[] = ['cs-CZ', 'ro-RO'];

export function isShopCode(value: unknown): value is ShopCode {
  return typeof value === 'string' && (shopCodes as readonly string[]).includes(value);
}

/** Reads a SHOP setting; anything unset means the Czech shop, anything unknown is a configuration error. */
export function parseShop(value: string | undefined): ShopCode {
  if (value === undefined || value === '') return 'cz';
  const code = value.toLowerCase();
  if (!isShopCode(code)) throw new Error(`SHOP must be "cz" or "ro", got "${value}"`);
  return code;
}

export function shopOfLocale(locale: Locale): ShopCode {
  return locale === 'ro-RO' ? 'ro' : 'cz';
}

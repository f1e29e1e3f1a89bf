import { type CurrencyCode, type Locale, type ShopCode, shops, toMajor } from 'shared-domain';

// How amounts and dates read in the shop's e-mails: the same rules as shared-ui's formatMoney
// (whole units, the locale's grouping, "Kč" / "Lei" instead of the ISO code), in the shop's time zone.

export const shopTimeZones: Record<ShopCode, string> = { cz: 'Europe/Prague', ro: 'Europe/Bucharest' };

const currencyLabels = Object.fromEntries(
  Object.values(shops).map((shop) => [shop.currency, shop.currencyLabel]),
) as Record<CurrencyCode, string>;

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** "5 470 Kč" / "1.095 Lei". */
export function formatMoney(amount: number, currency: CurrencyCode, locale: Locale): string {
  const key = `${locale}|${currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter
    .formatToParts(toMajor({ amount, currency }))
    .map((part) => (part.type === 'currency' ? currencyLabels[currency] : part.value))
    .join('');
}

/** "29. ledna 2026" / "29 ianuarie 2026" in the shop's time zone. */
export function formatDate(date: Date, shop: ShopCode): string {
  return new Intl.DateTimeFormat(shops[shop].locale, {
    dateStyle: 'long',
    timeZone: shopTimeZones[shop],
  }).format(date);
}

/** The calendar year of a moment in the shop's time zone (buyout numbers restart every year). */
export function yearIn(shop: ShopCode, date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: shopTimeZones[shop] }).format(date),
  );
}

import { type Money, toMajor } from './money.ts';
import { type CurrencyCode, type Locale, shops } from './shop.ts';

// The one money format of the shop, for the fronts and the api's e-mails alike.

// Customers know the currencies as "Kč" and "Lei", not Intl's "CZK" or "RON" symbols.
const currencyLabels = Object.fromEntries(
  Object.values(shops).map((shop) => [shop.currency, shop.currencyLabel]),
) as Record<CurrencyCode, string>;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "1 299 Kč" / "1.299 Lei": whole units, the locale's grouping and spacing (Intl's no-break
 * spaces kept), the shop's own currency label in place of the ISO code.
 */
export function formatMoney(value: Money, locale: Locale): string {
  return formatterFor(locale, value.currency)
    .formatToParts(toMajor(value))
    .map((part) => (part.type === 'currency' ? currencyLabels[value.currency] : part.value))
    .join('');
}

import { type CountryOptions, type ShopCode, shops } from 'shared-domain';
import { buyoutCountries } from 'shared-domain/buyout';

/** Country options of the address forms, named in the shop's language: the shop's own country first, then by name. */
export function listCountryOptions(shop: ShopCode): CountryOptions {
  const { locale, defaultCountryId } = shops[shop];
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const countries = buyoutCountries
    .map((country) => ({ id: country.id, code: country.code, name: names.of(country.code) ?? country.code }))
    .sort((a, b) =>
      a.id === defaultCountryId ? -1 : b.id === defaultCountryId ? 1 : collator.compare(a.name, b.name),
    );
  return { countries, default_country: defaultCountryId };
}

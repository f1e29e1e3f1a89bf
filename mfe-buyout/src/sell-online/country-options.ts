import { useMemo } from 'react';
import type { Locale } from 'shared-domain';
import { buyoutCountries } from 'shared-domain/buyout';
import { type SelectOption, useShop } from 'shared-ui';
import { useGetCountryOptionsQuery } from '../buyout-api.ts';

/** The same ids the api lists, named by the browser: the select is usable before the list arrives. */
function localCountryOptions(locale: Locale): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return buyoutCountries.map((country) => ({
    value: String(country.id),
    label: names.of(country.code) ?? country.code,
  }));
}

/** Options of the country selects, from "GET country options". */
export function useCountrySelectOptions(): SelectOption[] {
  const { locale } = useShop();
  const { data } = useGetCountryOptionsQuery();
  return useMemo(
    () =>
      data
        ? data.countries.map((country) => ({ value: String(country.id), label: country.name }))
        : localCountryOptions(locale),
    [data, locale],
  );
}

// Country options of the buyout address forms. Ids are stable: the default country of each shop
// (shops[shop].defaultCountryId) points into this list. Names come from Intl.DisplayNames in the
// shop's language.
export const buyoutCountries = [
  { id: 1, code: 'CZ' },
  { id: 2, code: 'RO' },
  { id: 3, code: 'SK' },
  { id: 4, code: 'PL' },
  { id: 5, code: 'DE' },
  { id: 6, code: 'AT' },
  { id: 7, code: 'HU' },
  { id: 8, code: 'MD' },
  { id: 9, code: 'BG' },
] as const;

export function isBuyoutCountryId(id: number): boolean {
  return buyoutCountries.some((country) => country.id === id);
}

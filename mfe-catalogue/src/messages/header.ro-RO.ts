import type searchBoxCsCZ from './search-box.cs-CZ.ts';

// The header's search box texts in Romanian.
const searchBoxRoRO = {
  'catalogue.search.label': 'Căutați în magazin',
  'catalogue.search.placeholder': 'Telefon, marcă sau cod de produs',
  'catalogue.search.suggestions': 'Sugestii de produse',
  'catalogue.search.submit': 'Căutați',
} satisfies Record<keyof typeof searchBoxCsCZ, string>;

export default searchBoxRoRO;

import type headerCsCZ from './header.cs-CZ.ts';

// The header's texts in Romanian: the catalogue menu's and the search box's.
const headerRoRO = {
  'catalogue.menu.open': 'Catalog',
  'catalogue.menu.label': 'Catalogul de produse',
  'catalogue.menu.hamburger': 'Meniu',
  'catalogue.menu.close': 'Închideți meniul',
  'catalogue.menu.allOfType': 'Toate din categoria {type}',
  'catalogue.menu.brandCount': '{name} ({count, number})',
  'catalogue.menu.loading': 'Se încarcă catalogul…',
  'catalogue.menu.loadError': 'Catalogul nu a putut fi încărcat.',
  'catalogue.menu.retry': 'Încercați din nou',
  'catalogue.menu.empty': 'Catalogul este deocamdată gol.',
  'catalogue.search.label': 'Căutați în magazin',
  'catalogue.search.placeholder': 'Telefon, marcă sau cod de produs',
  'catalogue.search.suggestions': 'Sugestii de produse',
  'catalogue.search.submit': 'Căutați',
} satisfies Record<keyof typeof headerCsCZ, string>;

export default headerRoRO;

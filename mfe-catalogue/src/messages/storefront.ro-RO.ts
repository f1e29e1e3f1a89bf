import type storefrontCsCZ from './storefront.cs-CZ.ts';

// Texts of the catalogue's storefront screens (Romanian).
const storefrontRoRO = {
  'catalogue.storefront.newlyStocked.title': 'Nou în stoc',
  'catalogue.storefront.newlyStocked.empty': 'Deocamdată nu am adus produse noi.',
  'catalogue.storefront.expected.title': 'În curând',
  'catalogue.storefront.expected.empty': 'Momentan nu așteptăm produse noi.',
  'catalogue.storefront.expected.date': 'Așteptat {date}',
  'catalogue.storefront.offers.title': 'Oferte limitate în timp',
  'catalogue.storefront.offers.empty': 'Momentan nu există oferte limitate în timp.',
  'catalogue.storefront.offers.was': 'Inițial {price}',
  'catalogue.storefront.offers.endsIn':
    'Se încheie în {days, plural, =0 {mai puțin de o zi} one {# zi} few {# zile} other {# de zile}} ({date})',
  'catalogue.storefront.lastVisited.title': 'Vizualizate recent',
  'catalogue.storefront.sectionError': 'Această parte a paginii nu a putut fi încărcată',
  'catalogue.storefront.entries.title': 'Alte servicii',
  'catalogue.storefront.entries.buyout': 'Răscumpărare dispozitive',
  'catalogue.storefront.entries.buyoutText':
    'Vindeți-ne telefonul, tableta sau ceasul vechi. Aflați imediat, online, cât vă oferim.',
  'catalogue.storefront.entries.service': 'Service',
  'catalogue.storefront.entries.serviceText':
    'Reparăm ecrane, baterii și multe altele. Vedeți prețurile operațiunilor de service.',
  'catalogue.favourites.add': 'Adăugați la favorite: {name}',
  'catalogue.favourites.remove': 'Eliminați din favorite: {name}',
  'catalogue.favourites.saveFailed': 'Favoritele nu au putut fi salvate. Vă rugăm să încercați din nou.',
  'catalogue.favourites.title': 'Favorite',
  'catalogue.favourites.empty': 'Nu aveți încă produse favorite',
  'catalogue.favourites.emptyHint':
    'Apăsați inima de lângă un produs pentru a-l salva aici, chiar și fără să vă autentificați.',
  'catalogue.favourites.browse': 'Răsfoiți catalogul',
} satisfies Record<keyof typeof storefrontCsCZ, string>;
export default storefrontRoRO;

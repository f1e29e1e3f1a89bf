import browseRoRO from './browse.ro-RO.ts';
import type csCZ from './cs-CZ.ts';
import headerRoRO from './header.ro-RO.ts';
import productRoRO from './product.ro-RO.ts';
import reviewsRoRO from './reviews.ro-RO.ts';
import storefrontRoRO from './storefront.ro-RO.ts';

// The catalogue's texts in Romanian; `satisfies` makes a missing or extra id a type error too.
const roRO = {
  'catalogue.home.title': 'Bine ați venit la {shop}',
  'catalogue.home.lead':
    'Telefoane, tablete, ceasuri inteligente și accesorii – noi și folosite, cu calitate verificată.',
  'catalogue.types.title': 'Categorii',
  'catalogue.types.count':
    '{count, plural, =0 {niciun produs} one {# produs} few {# produse} other {# de produse}}',
  'catalogue.types.empty': 'Catalogul este deocamdată gol',
  'catalogue.types.emptyHint': 'Tocmai aprovizionăm produse noi. Vă rugăm să reveniți în curând.',
  'catalogue.newIn.title': 'Noutăți',
  'catalogue.newIn.empty': 'Deocamdată nu există noutăți.',
  'catalogue.product.new': 'Nou',
  'catalogue.product.used': 'Folosit',
  'catalogue.product.usedGrade': 'Folosit · calitate {grade}',
  'catalogue.product.storage': '{storage, number} GB',
  'catalogue.product.storageTb': '{storage, number} TB',
  'catalogue.product.inStock': 'În stoc',
  'catalogue.product.outOfStock': 'Momentan indisponibil',
  'catalogue.category.fallbackTitle': 'Categorie',
  'catalogue.category.unknown':
    'Nu am găsit această categorie în catalog. Este posibil să fi fost redenumită sau eliminată.',
  'catalogue.category.empty': 'Această categorie nu conține încă produse',
  'catalogue.category.emptyHint':
    'Completăm oferta în permanență. Între timp, aruncați o privire în celelalte categorii.',
  'catalogue.category.pageEmpty': 'Pe această pagină nu mai sunt produse',
  'catalogue.category.firstPage': 'Mergeți la prima pagină',
  'catalogue.category.pagination': 'Paginile categoriei',
  'catalogue.category.children': 'Subcategorii – {name}',
  'catalogue.category.pageOf': 'pagina {page} din {pageCount}',
  'catalogue.notFound.title': 'Pagina nu a fost găsită',
  'catalogue.notFound.text': 'Pagina pe care o căutați nu există sau a fost mutată.',
  'catalogue.notFound.home': 'Înapoi la pagina principală',
  ...browseRoRO,
  ...headerRoRO,
  ...productRoRO,
  ...reviewsRoRO,
  ...storefrontRoRO,
} satisfies Record<keyof typeof csCZ, string>;

export default roRO;

import type { Messages } from 'shared-ui';
import browseCsCZ from './browse.cs-CZ.ts';
import headerCsCZ from './header.cs-CZ.ts';
import productCsCZ from './product.cs-CZ.ts';
import reviewsCsCZ from './reviews.cs-CZ.ts';
import storefrontCsCZ from './storefront.cs-CZ.ts';

// The catalogue's texts in Czech, the reference catalogue (ro-RO must have exactly these ids).
const csCZ = {
  'catalogue.home.title': 'Vítejte v\u00a0obchodě {shop}',
  'catalogue.home.lead':
    'Telefony, tablety, chytré hodinky a\u00a0příslušenství – nové i\u00a0použité s\u00a0ověřenou kvalitou.',
  'catalogue.types.title': 'Kategorie',
  'catalogue.types.count':
    '{count, plural, =0 {žádný produkt} one {# produkt} few {# produkty} many {# produktu} other {# produktů}}',
  'catalogue.types.empty': 'Katalog je zatím prázdný',
  'catalogue.types.emptyHint': 'Nové zboží právě naskladňujeme. Podívejte se sem prosím brzy znovu.',
  'catalogue.newIn.title': 'Novinky',
  'catalogue.newIn.empty': 'Zatím tu nejsou žádné novinky.',
  'catalogue.product.new': 'Nové',
  'catalogue.product.used': 'Použité',
  'catalogue.product.usedGrade': 'Použité · kvalita {grade}',
  'catalogue.product.storage': '{storage, number}\u00a0GB',
  'catalogue.product.storageTb': '{storage, number}\u00a0TB',
  'catalogue.product.inStock': 'Skladem',
  'catalogue.product.outOfStock': 'Momentálně nedostupné',
  'catalogue.category.fallbackTitle': 'Kategorie',
  'catalogue.category.unknown':
    'Tuto kategorii jsme v\u00a0katalogu nenašli. Možná byla přejmenována nebo zrušena.',
  'catalogue.category.empty': 'V\u00a0této kategorii zatím nejsou žádné produkty',
  'catalogue.category.emptyHint': 'Zboží doplňujeme průběžně. Mezitím se podívejte do ostatních kategorií.',
  'catalogue.category.pageEmpty': 'Na této stránce už žádné produkty nejsou',
  'catalogue.category.firstPage': 'Přejít na první stránku',
  'catalogue.category.pagination': 'Stránky kategorie',
  'catalogue.category.children': 'Podkategorie – {name}',
  'catalogue.category.pageOf': 'stránka {page} z\u00a0{pageCount}',
  'catalogue.notFound.title': 'Stránka nenalezena',
  'catalogue.notFound.text': 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta.',
  'catalogue.notFound.home': 'Zpět na úvodní stránku',
  ...browseCsCZ,
  ...headerCsCZ,
  ...productCsCZ,
  ...reviewsCsCZ,
  ...storefrontCsCZ,
} satisfies Messages;

export default csCZ;

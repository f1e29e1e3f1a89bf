import type csCZ from './cs-CZ.ts';

// The administration's texts in Romanian; `satisfies` makes a missing or extra id a type error too.
const roRO = {
  'admin.title': 'Administrare',
  'admin.overview.title': 'Prezentarea magazinului',
  'admin.overview.products': 'Produse în vânzare',
  'admin.overview.orders': 'Comenzi',
  'admin.overview.customers': 'Conturi de clienți',
  'admin.overview.stores': 'Magazine',
  'admin.overview.lowStock': 'Produse pe terminate',
  'admin.sections.title': 'Secțiunile administrării',
  'admin.sections.orders': 'Comenzi',
  'admin.sections.packaging': 'Ambalare și pregătirea comenzilor',
  'admin.sections.discounts': 'Reduceri',
  'admin.sections.categories': 'Categorii',
  'admin.sections.attributes': 'Atributele produselor',
  'admin.sections.prices': 'Prețuri',
  'admin.sections.reviews': 'Recenzii',
  'admin.sections.cachePurge': 'Golirea memoriei cache',
} satisfies Record<keyof typeof csCZ, string>;

export default roRO;

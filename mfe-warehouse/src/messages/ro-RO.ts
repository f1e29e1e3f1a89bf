import type csCZ from './cs-CZ.ts';

// The warehouse's texts in Romanian; `satisfies` makes a missing or extra id a type error too.
const roRO = {
  'warehouse.title': 'Depozit',
  'warehouse.stock.title': 'Stocuri',
  'warehouse.stock.caption': 'Stocul de produse din fiecare magazin',
  'warehouse.stock.store': 'Magazin',
  'warehouse.stock.skus': 'Tipuri de produse (SKU)',
  'warehouse.stock.units': 'Bucăți',
  'warehouse.stock.empty': 'Niciun magazin cu stoc',
  'warehouse.sections.title': 'Activitatea din depozit',
  'warehouse.sections.picking': 'Pregătirea comenzilor',
  'warehouse.sections.packaging': 'Ambalare și predare către curier',
} satisfies Record<keyof typeof csCZ, string>;

export default roRO;

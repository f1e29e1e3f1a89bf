import type { frameCsCZ } from './frame.cs-CZ.ts';

// The warehouse home, its navigation and the shared words, in Romanian.
export const frameRoRO = {
  'warehouse.title': 'Depozit',
  'warehouse.stock.title': 'Stocuri',
  'warehouse.stock.caption': 'Stocul de produse din fiecare magazin',
  'warehouse.stock.store': 'Magazin',
  'warehouse.stock.skus': 'Tipuri de produse (SKU)',
  'warehouse.stock.units': 'Bucăți',
  'warehouse.stock.empty': 'Niciun magazin cu stoc',
  'warehouse.sections.title': 'Activitatea din depozit',
  'warehouse.nav.label': 'Navigarea depozitului',
  'warehouse.nav.home': 'Prezentarea depozitului',
  'warehouse.nav.picking': 'Colectare',
  'warehouse.nav.crates': 'Lăzi',
  'warehouse.nav.packing': 'Ambalare',
  'warehouse.nav.commands': 'Coduri de comandă',
  'warehouse.nav.handovers': 'Procese-verbale de predare',
  'warehouse.nav.recounts': 'Reinventariere',
  'warehouse.nav.movements': 'Mișcări de stoc',
  'warehouse.delivery.store': 'Ridicare din magazin',
  'warehouse.delivery.pickup_point': 'Punct de ridicare',
  'warehouse.delivery.courier': 'Curier',
  'warehouse.delivery.express': 'Expres',
} satisfies Record<keyof typeof frameCsCZ, string>;

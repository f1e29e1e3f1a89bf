import type { Messages } from 'shared-ui';

// The administration's texts in Czech, the reference catalogue (ro-RO must have exactly these ids).
const csCZ = {
  'admin.title': 'Administrace',
  'admin.overview.title': 'Přehled obchodu',
  'admin.overview.products': 'Produkty v prodeji',
  'admin.overview.orders': 'Objednávky',
  'admin.overview.customers': 'Zákaznické účty',
  'admin.overview.stores': 'Prodejny',
  'admin.overview.lowStock': 'Docházející zboží',
  'admin.sections.title': 'Sekce administrace',
  'admin.sections.orders': 'Objednávky',
  'admin.sections.packaging': 'Balení a vychystávání',
  'admin.sections.discounts': 'Slevy',
  'admin.sections.categories': 'Kategorie',
  'admin.sections.attributes': 'Atributy produktů',
  'admin.sections.prices': 'Ceny',
  'admin.sections.reviews': 'Recenze',
  'admin.sections.cachePurge': 'Vyčištění mezipaměti',
} satisfies Messages;

export default csCZ;

import type { Messages } from 'shared-ui';

// The warehouse's texts in Czech, the reference catalogue (ro-RO must have exactly these ids).
const csCZ = {
  'warehouse.title': 'Sklad',
  'warehouse.stock.title': 'Zásoby',
  'warehouse.stock.caption': 'Zásoby zboží v\u00a0jednotlivých prodejnách',
  'warehouse.stock.store': 'Prodejna',
  'warehouse.stock.skus': 'Druhy zboží (SKU)',
  'warehouse.stock.units': 'Kusy',
  'warehouse.stock.empty': 'Žádné prodejny se zásobami',
  'warehouse.sections.title': 'Práce ve skladu',
  'warehouse.sections.picking': 'Vychystávání objednávek',
  'warehouse.sections.packaging': 'Balení a\u00a0předání dopravci',
} satisfies Messages;

export default csCZ;

import type { MessageId } from '../messages/message-ids.ts';
import type { WarehouseSection } from '../warehouse-paths.ts';

/** The name of each part of the warehouse, its home included, in the navigation and on the home page. */
export const sectionLabel: Record<WarehouseSection | 'home', MessageId> = {
  home: 'warehouse.nav.home',
  picking: 'warehouse.nav.picking',
  crates: 'warehouse.nav.crates',
  packing: 'warehouse.nav.packing',
  commands: 'warehouse.nav.commands',
  handovers: 'warehouse.nav.handovers',
  recounts: 'warehouse.nav.recounts',
  movements: 'warehouse.nav.movements',
};

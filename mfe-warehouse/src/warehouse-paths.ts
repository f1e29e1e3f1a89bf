import { areaPaths, type ShopCode } from 'shared-domain';

// Pages inside the warehouse area, in the shop's language. Routes, links and e2e read them here.
export const warehousePages = {
  cz: {
    picking: 'vychystavani',
    crates: 'bedny',
    packing: 'baleni',
    commands: 'prikazy',
    handovers: 'predani',
    recounts: 'inventura',
    movements: 'pohyby',
  },
  ro: {
    picking: 'colectare',
    crates: 'lazi',
    packing: 'ambalare',
    commands: 'comenzi-scaner',
    handovers: 'predari',
    recounts: 'reinventariere',
    movements: 'miscari',
  },
} as const satisfies Record<ShopCode, Record<string, string>>;

export type WarehouseSection = keyof (typeof warehousePages)['cz'];
export const warehouseSections = Object.keys(warehousePages.cz) as WarehouseSection[];

/** e.g. warehousePath('cz', 'packing') → /sklad/baleni. */
export function warehousePath(shop: ShopCode, section: WarehouseSection): string {
  return `${areaPaths[shop].warehouse}/${warehousePages[shop][section]}`;
}

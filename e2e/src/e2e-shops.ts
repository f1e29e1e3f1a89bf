import type { ShopCode } from 'shared-domain';

/**
 * Ports of the two shops the suite starts; away from the 3000/3001 a developer's `npm start` uses.
 * E2E_PORT_BASE moves them, so two checkouts can run their suites side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3110);
export const e2eShops: Array<{ shop: ShopCode; port: number; apiPort: number }> = [
  { shop: 'cz', port: base, apiPort: base + 1 },
  { shop: 'ro', port: base + 10, apiPort: base + 11 },
];

import type { ShopCode } from 'shared-domain';

/** Ports of the two shops the suite starts; away from the 3000/3001 a developer's `npm start` uses. */
export const e2eShops: Array<{ shop: ShopCode; port: number; apiPort: number }> = [
  { shop: 'cz', port: 3110, apiPort: 3111 },
  { shop: 'ro', port: 3120, apiPort: 3121 },
];

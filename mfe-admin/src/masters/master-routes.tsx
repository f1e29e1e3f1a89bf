import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { AttributesPage } from './attributes/attributes-page.tsx';
import { BonusesPage } from './bonuses/bonuses-page.tsx';
import { ChargersPage } from './chargers/chargers-page.tsx';
import { MetaMastersPage } from './meta-masters/meta-masters-page.tsx';

/** Attribute definitions, meta masters, buy-and-sell bonuses and the accessory chargers grid. */
export const masterRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'attributes'), element: <AttributesPage /> },
  { path: adminPath(shop, 'metaMasters'), element: <MetaMastersPage /> },
  { path: adminPath(shop, 'bonuses'), element: <BonusesPage /> },
  { path: adminPath(shop, 'chargers'), element: <ChargersPage /> },
];

import { areaPaths, type ShopCode } from 'shared-domain';

// Pages inside the admin area, in the shop's language (the area itself is /admin in both shops).
// Routes and links are built from here, so a path is written once.
export const adminPages = {
  cz: { buyouts: 'vykupy' },
  ro: { buyouts: 'rascumparari' },
} as const satisfies Record<ShopCode, Record<string, string>>;

export function adminBuyoutsPath(shop: ShopCode): string {
  return `${areaPaths[shop].admin}/${adminPages[shop].buyouts}`;
}

export function adminBuyoutPath(shop: ShopCode, id: number | string): string {
  return `${adminBuyoutsPath(shop)}/${encodeURIComponent(String(id))}`;
}

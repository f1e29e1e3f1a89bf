import { areaPaths, type ShopCode } from 'shared-domain';

export type StaffArea = 'admin' | 'warehouse';

/**
 * The staff area a path is in, if any: those pages get the staff layout instead of the
 * customer's header and footer. Kept tiny, as it runs on every page of the storefront.
 */
export function staffAreaOf(pathname: string, shop: ShopCode): StaffArea | null {
  for (const area of ['admin', 'warehouse'] as const) {
    const base = areaPaths[shop][area];
    if (pathname === base || pathname.startsWith(`${base}/`)) return area;
  }
  return null;
}

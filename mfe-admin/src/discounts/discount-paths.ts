import { adminEntityPath, adminPages } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';

/** A new discount's page: /admin/slevy/nova, /admin/reduceri/noua. */
export function newDiscountPath(shop: Parameters<AdminRoutes>[0]): string {
  return adminEntityPath(shop, 'discounts', adminPages[shop].newDiscount);
}

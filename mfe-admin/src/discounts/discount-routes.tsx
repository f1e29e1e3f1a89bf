import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { DiscountDetailPage } from './detail/discount-detail-page.tsx';
import { newDiscountPath } from './discount-paths.ts';
import { DiscountGridPage } from './grid/discount-grid-page.tsx';

/** The discounts grid (/admin/slevy, /admin/reduceri), a new discount, then one discount by its id. */
export const discountRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'discounts'), element: <DiscountGridPage /> },
  { path: newDiscountPath(shop), element: <DiscountDetailPage isNew /> },
  { path: `${adminPath(shop, 'discounts')}/:id`, element: <DiscountDetailPage /> },
];

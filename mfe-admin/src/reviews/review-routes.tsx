import { adminPath } from '../admin-paths.ts';
import type { AdminRoutes } from '../navigation/admin-route.ts';
import { ReviewGridPage } from './review-grid-page.tsx';

/** The reviews' moderation (/admin/recenze, /admin/recenzii); a review is edited in a dialog there. */
export const reviewRoutes: AdminRoutes = (shop) => [
  { path: adminPath(shop, 'reviews'), element: <ReviewGridPage /> },
];

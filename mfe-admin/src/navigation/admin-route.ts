import type { ReactNode } from 'react';
import type { ShopCode } from 'shared-domain';

/** A page of the admin: its path and what it renders; routes.tsx puts it in the staff frame. */
export interface AdminRoute {
  path: string;
  element: ReactNode;
}

/** Each area of the admin lists its pages for a shop. */
export type AdminRoutes = (shop: ShopCode) => AdminRoute[];

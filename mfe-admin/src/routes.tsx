import type { Locale, ShopCode } from 'shared-domain';
import { areaPaths } from 'shared-domain';
import type { Messages, RemoteModule } from 'shared-ui';
import './admin-api.ts';
import { adminBuyoutsPath } from './admin-paths.ts';
import { articleRoutes } from './articles/article-routes.tsx';
import { BuyoutDetailPage } from './buyouts/buyout-detail-page.tsx';
import { BuyoutListPage } from './buyouts/buyout-list-page.tsx';
import './buyouts/buyouts-api.ts';
import { categoryRoutes } from './categories/category-routes.tsx';
import { contentRoutes } from './content/content-routes.tsx';
import { discountRoutes } from './discounts/discount-routes.tsx';
import { StaffPage } from './frame/staff-page.tsx';
import { importRoutes } from './imports/import-routes.tsx';
import { inboxRoutes } from './inbox/inbox-routes.tsx';
import { installmentRoutes } from './installments/installment-routes.tsx';
import { masterRoutes } from './masters/master-routes.tsx';
import type { AdminRoute } from './navigation/admin-route.ts';
import { orderRoutes } from './orders/order-routes.tsx';
import { AdminPage } from './overview/admin-page.tsx';
import { productRoutes } from './products/product-routes.tsx';
import { repairRoutes } from './repairs/repair-routes.tsx';
import { reviewRoutes } from './reviews/review-routes.tsx';
import { storeRoutes } from './stores/store-routes.tsx';
import { taskRoutes } from './tasks/task-routes.tsx';

// One lazy chunk per language. Spelled out rather than a template import(), which would make the
// bundler pack every file of messages/ (tests included) into the context.
const messageLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'cs-CZ': () => import('./messages/cs-CZ.ts'),
  'ro-RO': () => import('./messages/ro-RO.ts'),
};

function areaPages(shop: ShopCode): AdminRoute[] {
  return [
    { path: areaPaths[shop].admin, element: <AdminPage /> },
    ...orderRoutes(shop),
    ...discountRoutes(shop),
    ...installmentRoutes(shop),
    { path: adminBuyoutsPath(shop), element: <BuyoutListPage /> },
    { path: `${adminBuyoutsPath(shop)}/:id`, element: <BuyoutDetailPage /> },
    ...categoryRoutes(shop),
    ...productRoutes(shop),
    ...masterRoutes(shop),
    ...importRoutes(shop),
    ...taskRoutes(shop),
    ...repairRoutes(shop),
    ...reviewRoutes(shop),
    ...inboxRoutes(shop),
    ...contentRoutes(shop),
    ...articleRoutes(shop),
    ...storeRoutes(shop),
  ];
}

/** Every page is for staff only and sits in the admin frame; the pages themselves do neither. */
function adminRoutes(shop: ShopCode): AdminRoute[] {
  return areaPages(shop).map((page) => ({ ...page, element: <StaffPage>{page.element}</StaffPage> }));
}

const remote: RemoteModule = {
  name: 'mfe_admin',
  routes: (shop: ShopCode) => adminRoutes(shop),
  loadMessages: (locale: Locale) => messageLoaders[locale]().then((module) => module.default),
};

export default remote;

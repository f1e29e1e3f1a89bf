import type { Locale, ShopCode } from 'shared-domain';
import { areaPaths } from 'shared-domain';
import type { Messages, RemoteModule } from 'shared-ui';
import './admin-api.ts';
import { adminBuyoutsPath } from './admin-paths.ts';
import { BuyoutDetailPage } from './buyouts/buyout-detail-page.tsx';
import { BuyoutListPage } from './buyouts/buyout-list-page.tsx';
import './buyouts/buyouts-api.ts';
import { AdminPage } from './overview/admin-page.tsx';

// One lazy chunk per language. Spelled out rather than a template import(), which would make the
// bundler pack every file of messages/ (tests included) into the context.
const messageLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'cs-CZ': () => import('./messages/cs-CZ.ts'),
  'ro-RO': () => import('./messages/ro-RO.ts'),
};

const remote: RemoteModule = {
  name: 'mfe_admin',
  routes: (shop: ShopCode) => [
    { path: areaPaths[shop].admin, element: <AdminPage /> },
    { path: adminBuyoutsPath(shop), element: <BuyoutListPage /> },
    { path: `${adminBuyoutsPath(shop)}/:id`, element: <BuyoutDetailPage /> },
  ],
  loadMessages: (locale: Locale) => messageLoaders[locale]().then((module) => module.default),
};

export default remote;

import type { Locale, ShopCode } from 'shared-domain';
import { areaPaths, cataloguePages } from 'shared-domain';
import type { Messages, RemoteModule } from 'shared-ui';
import './catalogue-api.ts';
import { CategoryPage } from './category/category-page.tsx';
import { FavouritesPage } from './favourites/favourites-page.tsx';
import { HomePage } from './home/home-page.tsx';
import { NotFoundPage } from './not-found/not-found.tsx';
import { ProductPage } from './product/product-page.tsx';
import { SearchPage } from './search/search-page.tsx';

// The catalogue owns "/": the home page, search, favourites, one page per product type and per
// product, and every URL nobody else claims.
// One lazy chunk per language. Spelled out rather than a template import(), which would make the
// bundler pack every file of messages/ (tests included) into the context.
const messageLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'cs-CZ': () => import('./messages/cs-CZ.ts'),
  'ro-RO': () => import('./messages/ro-RO.ts'),
};

const remote: RemoteModule = {
  name: 'mfe_catalogue',
  routes: (shop: ShopCode) => [
    { path: areaPaths[shop].home, element: <HomePage /> },
    { path: `/${cataloguePages[shop].search}`, element: <SearchPage /> },
    { path: `/${cataloguePages[shop].favourites}`, element: <FavouritesPage /> },
    { path: '/:typeSeo', element: <CategoryPage /> },
    { path: '/:typeSeo/:productSeo', element: <ProductPage /> },
    { path: '*', element: <NotFoundPage /> },
  ],
  loadMessages: (locale: Locale) => messageLoaders[locale]().then((module) => module.default),
};

export default remote;

import type { Locale, ShopCode } from 'shared-domain';
import { areaPaths, cataloguePages } from 'shared-domain';
import { contentPages } from 'shared-domain/content-paths.ts';
import { LazyRoute, lazyPage, type Messages, type RemoteModule } from 'shared-ui';
import './catalogue-api.ts';
import { HomePage } from './home/home-page.tsx';
import { NotFoundPage } from './not-found/not-found.tsx';

// The home page comes with the routes; every other page loads on its first visit.
const LOADING = 'catalogue.menu.loading';
const searchPage = lazyPage(() => import('./search/search-page.tsx').then((page) => page.SearchPage));
const favouritesPage = lazyPage(() =>
  import('./favourites/favourites-page.tsx').then((page) => page.FavouritesPage),
);
const categoryPage = lazyPage(() => import('./category/category-page.tsx').then((page) => page.CategoryPage));
const productPage = lazyPage(() => import('./product/product-page.tsx').then((page) => page.ProductPage));
const contentPage = lazyPage(() => import('./content/content-routes.tsx').then((page) => page.ContentRoutes));

// The catalogue owns "/": the home page, search, favourites, one page per product type and per
// product, and every URL nobody else claims.
// One lazy chunk per language. Spelled out rather than a template import(), which would make the
// bundler pack every file of messages/ (tests included) into the context.
const messageLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'cs-CZ': () => import('./messages/cs-CZ.ts'),
  'ro-RO': () => import('./messages/ro-RO.ts'),
};

/** Every lazy page loaded, for tests that render a page the way a returning visitor sees it. */
export function preloadPages(): Promise<void[]> {
  return Promise.all([searchPage, favouritesPage, categoryPage, productPage].map((page) => page.preload()));
}

const remote: RemoteModule = {
  name: 'mfe_catalogue',
  routes: (shop: ShopCode) => [
    { path: areaPaths[shop].home, element: <HomePage /> },
    {
      path: `/${cataloguePages[shop].search}`,
      element: <LazyRoute page={searchPage} loadingLabelId={LOADING} />,
    },
    {
      path: `/${cataloguePages[shop].favourites}`,
      element: <LazyRoute page={favouritesPage} loadingLabelId={LOADING} />,
    },
    ...Object.values(contentPages[shop]).map((segment) => ({
      path: `/${segment}/*`,
      element: <LazyRoute page={contentPage} loadingLabelId={LOADING} />,
    })),
    { path: '/:typeSeo', element: <LazyRoute page={categoryPage} loadingLabelId={LOADING} /> },
    { path: '/:typeSeo/:productSeo', element: <LazyRoute page={productPage} loadingLabelId={LOADING} /> },
    { path: '*', element: <NotFoundPage /> },
  ],
  loadMessages: (locale: Locale) => messageLoaders[locale]().then((module) => module.default),
};

export default remote;

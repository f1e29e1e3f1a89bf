import { type ContentArea, contentPages } from 'shared-domain/content-paths.ts';
import { type LazyPage, LazyRoute, lazyPage, useLocation, useShop } from 'shared-ui';
import { ContentIntl } from './content-intl.tsx';
import { ContentNotFound } from './content-not-found.tsx';

// Every content area's pages, loaded on the first visit of any: one chunk ("content") rather than
// one per area, since each lazy chunk adds its name and hash to the remoteEntry.js every page loads. An area renders its own <Routes>,
// relative to its first path segment (`/info` for pages edited in the admin: `:slug` below it).
const areaPages: Partial<Record<ContentArea, LazyPage>> = {
  page: lazyPage(() =>
    import(/* webpackChunkName: "content" */ './pages/content-page-area.tsx').then(
      (page) => page.ContentPageArea,
    ),
  ),
  compare: lazyPage(() =>
    import(/* webpackChunkName: "content" */ './landing/compare/compare-area.tsx').then(
      (page) => page.CompareArea,
    ),
  ),
  warranty: lazyPage(() =>
    import(/* webpackChunkName: "content" */ './landing/warranty/warranty-area.tsx').then(
      (page) => page.WarrantyArea,
    ),
  ),
  preorder: lazyPage(() =>
    import(/* webpackChunkName: "content" */ './landing/preorder/preorder-area.tsx').then(
      (page) => page.PreorderArea,
    ),
  ),
  forms: lazyPage(() =>
    import(/* webpackChunkName: "content" */ './forms/forms-area.tsx').then((page) => page.FormsArea),
  ),
  career: lazyPage(() =>
    import(/* webpackChunkName: "content" */ './forms/career-area.tsx').then((page) => page.CareerArea),
  ),
  newsletter: lazyPage(() =>
    import(/* webpackChunkName: "content" */ './forms/newsletter-area.tsx').then(
      (page) => page.NewsletterArea,
    ),
  ),
  stores: lazyPage(() =>
    import(/* webpackChunkName: "content" */ './stores/stores-routes.tsx').then((page) => page.StoresRoutes),
  ),
  articles: lazyPage(() =>
    import(/* webpackChunkName: "content" */ './articles/articles-routes.tsx').then(
      (page) => page.ArticlesRoutes,
    ),
  ),
  priceList: lazyPage(() =>
    import(/* webpackChunkName: "content" */ './price-list/price-list-routes.tsx').then(
      (page) => page.PriceListRoutes,
    ),
  ),
  contacts: lazyPage(() =>
    import(/* webpackChunkName: "content" */ './contacts/contacts-routes.tsx').then(
      (page) => page.ContactsRoutes,
    ),
  ),
};

/**
 * Every content area (stores, articles, pages edited in the admin, forms…) behind one lazy chunk,
 * so the home page carries none of it: the catalogue mounts this under each area's first segment.
 */
export function ContentRoutes() {
  const { shop } = useShop();
  const { pathname } = useLocation();
  const segment = decodeURIComponent(pathname.split('/')[1] ?? '');
  const area = (Object.keys(contentPages[shop]) as ContentArea[]).find(
    (key) => contentPages[shop][key] === segment,
  );
  const page = area ? areaPages[area] : undefined;
  if (!page) return <ContentNotFound />;
  return (
    <ContentIntl>
      <LazyRoute page={page} loadingLabelId="catalogue.menu.loading" />
    </ContentIntl>
  );
}

import { useIntl } from 'react-intl';
import { type ContentArea, contentPages } from 'shared-domain';
import { type LazyPage, LazyRoute, lazyPage, useLocation, useShop } from 'shared-ui';
import { NotFound } from '../not-found/not-found.tsx';

// Each content area's pages, loaded on their first visit. An area renders its own <Routes>,
// relative to its first path segment (`/info` for pages edited in the admin: `:slug` below it).
const areaPages: Partial<Record<ContentArea, LazyPage>> = {};

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
  return <LazyRoute page={page} loadingLabelId="catalogue.menu.loading" />;
}

/** The shop's not-found page, for a content URL nothing answers. */
export function ContentNotFound() {
  const intl = useIntl();
  return (
    <NotFound title={intl.formatMessage({ id: 'catalogue.notFound.title' })}>
      {intl.formatMessage({ id: 'catalogue.notFound.text' })}
    </NotFound>
  );
}

import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from 'shared-ui';

/** A catalogue page that loads on its first visit; `preload` fetches it ahead. */
export interface LazyPage {
  suspended: LazyExoticComponent<ComponentType>;
  loaded: () => ComponentType | undefined;
  preload: () => Promise<void>;
}

/**
 * Other pages than home load on their first visit, so the home page's first load does not carry
 * every other page (product, category, search, favourites) with their forms and validation texts.
 * A chunk that fails to load is the area's error boundary's to show, like a failed remote.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((Component) => {
      loaded = Component;
      return Component;
    });
  return {
    suspended: lazy(() => loadOnce().then((Component) => ({ default: Component }))),
    loaded: () => loaded,
    preload: () => loadOnce().then(() => undefined),
  };
}

/** Renders a lazy page: a skeleton until its first load, at once when it was loaded before. */
export function LazyRoute({ page }: { page: LazyPage }) {
  // Chosen once per mount: switching from the lazy wrapper to the page would remount it.
  const [Ready] = useState(page.loaded);
  if (Ready) return <Ready />;
  const Suspended = page.suspended;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Suspended />
    </Suspense>
  );
}

function PageSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'catalogue.menu.loading' })}>
      <Skeleton height="2.5rem" width="40%" />
      <Skeleton height="12rem" />
    </div>
  );
}

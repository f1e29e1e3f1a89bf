import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from 'shared-ui';

export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A catalogue page loaded on its first visit, so the home page's first load does not carry every
 * other page (product, category, search, favourites) with their forms and validation texts. A
 * chunk that fails to load is the area's error boundary's to show, like a failed remote. Once
 * loaded (or preloaded), the page renders at once, without a skeleton in between.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((Component) => {
      loaded = Component;
      return Component;
    });
  const Suspended = lazy(() => loadOnce().then((Component) => ({ default: Component })));
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the page would remount it.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready />;
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Suspended />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
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

import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../intl/message-id.ts';
import { Skeleton } from './skeleton.tsx';

/** A page of a remote that loads on its first visit; `preload` fetches it ahead. */
export interface LazyPage {
  suspended: LazyExoticComponent<ComponentType>;
  loaded: () => ComponentType | undefined;
  preload: () => Promise<void>;
}

/**
 * A remote's pages other than its entry page load on their first visit, so the first load of a page
 * does not carry every other page of the area (the catalogue's product and search for its home,
 * the cart's checkout for the cart) with their forms and validation. A chunk that fails to load is
 * the area's error boundary's to show, like a failed remote.
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

export interface LazyRouteProps {
  page: LazyPage;
  /** Message id of the skeleton's accessible name, e.g. the area's "loading the catalogue". */
  loadingLabelId?: MessageId;
}

/** Renders a lazy page: a skeleton until its first load, at once when it was loaded before. */
export function LazyRoute({ page, loadingLabelId = 'ui.loading' }: LazyRouteProps) {
  // Chosen once per page: switching from the lazy wrapper to the loaded page would remount it. Keyed
  // by the page because React keeps this one instance when the router swaps one lazy page for
  // another at the same place (a category, then a product): a choice kept across that swap would
  // go on showing the previous page under the new URL.
  const [chosen, setChosen] = useState(() => ({ page, Ready: page.loaded() }));
  let current = chosen;
  if (chosen.page !== page) {
    current = { page, Ready: page.loaded() };
    setChosen(current);
  }
  const { Ready } = current;
  if (Ready) return <Ready />;
  const Suspended = page.suspended;
  return (
    <Suspense fallback={<PageSkeleton labelId={loadingLabelId} />}>
      <Suspended />
    </Suspense>
  );
}

function PageSkeleton({ labelId }: { labelId: MessageId }) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: labelId })}>
      <Skeleton height="2.5rem" width="40%" />
      <Skeleton height="12rem" />
    </div>
  );
}

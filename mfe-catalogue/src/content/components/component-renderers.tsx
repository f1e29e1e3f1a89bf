import { lazy, type ComponentType as ReactComponent, Suspense } from 'react';
import type { ComponentType } from 'shared-domain/contracts/content-components.ts';
import type { PublishedPage } from 'shared-domain/contracts/content-pages.ts';
import { Skeleton } from 'shared-ui';

// Which React component renders each component type of a page edited in the admin. Each loads on
// the first page that has one. A type without a renderer here renders nothing (the landing pages
// and the forms register theirs here as they come).

export type PublishedComponent = PublishedPage['components'][number];
export interface RendererProps {
  component: PublishedComponent;
}

const renderers: Partial<Record<ComponentType, ReactComponent<RendererProps>>> = {
  text: lazy(() =>
    import(/* webpackChunkName: "content" */ './text-block.tsx').then((module) => ({
      default: module.TextBlock,
    })),
  ),
  image: lazy(() =>
    import(/* webpackChunkName: "content" */ './image-block.tsx').then((module) => ({
      default: module.ImageBlock,
    })),
  ),
  product_list: lazy(() =>
    import(/* webpackChunkName: "content" */ './product-list-block.tsx').then((module) => ({
      default: module.ProductListBlock,
    })),
  ),
  banner: lazy(() =>
    import(/* webpackChunkName: "content" */ './banner-block.tsx').then((module) => ({
      default: module.BannerBlock,
    })),
  ),
  faq: lazy(() =>
    import(/* webpackChunkName: "content" */ './faq-block.tsx').then((module) => ({
      default: module.FaqBlock,
    })),
  ),
  store_list: lazy(() =>
    import(/* webpackChunkName: "content" */ './store-list-block.tsx').then((module) => ({
      default: module.StoreListBlock,
    })),
  ),
  price_box: lazy(() =>
    import(/* webpackChunkName: "content" */ '../landing/offers/price-box-block.tsx').then((m) => ({
      default: m.PriceBoxBlock,
    })),
  ),
  comparison_table: lazy(() =>
    import(/* webpackChunkName: "content" */ '../landing/compare/comparison-table-block.tsx').then((m) => ({
      default: m.ComparisonTableBlock,
    })),
  ),
  time_limited_offers: lazy(() =>
    import(/* webpackChunkName: "content" */ '../landing/offers/time-limited-offers-block.tsx').then((m) => ({
      default: m.TimeLimitedOffersBlock,
    })),
  ),
  lease_tabs: lazy(() =>
    import(/* webpackChunkName: "content" */ '../landing/offers/lease-tabs-block.tsx').then((m) => ({
      default: m.LeaseTabsBlock,
    })),
  ),
  form: lazy(() =>
    import(/* webpackChunkName: "content" */ '../forms/form-block.tsx').then((m) => ({
      default: m.FormBlock,
    })),
  ),
};

/** One component of a page, by its type; nothing for a type without a renderer. */
export function ComponentRenderer({ component }: RendererProps) {
  const Renderer = renderers[component.type as ComponentType];
  if (!Renderer) return null;
  return (
    <Suspense fallback={<Skeleton variant="rect" height="8rem" />}>
      <Renderer component={component} />
    </Suspense>
  );
}

import { type RefObject, useEffect } from 'react';
import { type ProductSummary, toMajor } from 'shared-domain';
import { useLocation } from 'shared-ui';
import { pushAnalyticsEvent } from 'shared-ui/consent/consent.ts';

// A product badge (card) counts as seen after 1 s at 50 % visibility. Pushed onto the
// tag manager's dataLayer only, once the visitor allowed analytics; nothing is sent from here.
// Once per product per page view: a navigation (new location key, also a filter change) is a new
// page view.

export const BADGE_VIEW_DELAY_MS = 1000;
export const BADGE_VIEW_RATIO = 0.5;

export interface ProductBadgeViewEvent {
  event: 'product_badge_view';
  product: { id: number; name: string; price: number; currency: string };
}

let currentPageView: string | undefined;
const seen = new Set<number>();

function markSeen(pageView: string, productId: number): boolean {
  if (pageView !== currentPageView) {
    currentPageView = pageView;
    seen.clear();
  }
  if (seen.has(productId)) return false;
  seen.add(productId);
  return true;
}

export function pushBadgeView(product: Pick<ProductSummary, 'id' | 'name' | 'price'>): void {
  const event: ProductBadgeViewEvent = {
    event: 'product_badge_view',
    product: {
      id: product.id,
      name: product.name,
      price: toMajor(product.price),
      currency: product.price.currency,
    },
  };
  pushAnalyticsEvent(event);
}

/**
 * Watches one card; fires when it has stayed at least half visible for a second. Leaving the
 * viewport earlier cancels the count; without IntersectionObserver (old browsers) nothing fires.
 */
export function observeBadgeView(
  element: Element,
  pageView: string,
  product: Pick<ProductSummary, 'id' | 'name' | 'price'>,
): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      if (entry.isIntersecting && entry.intersectionRatio >= BADGE_VIEW_RATIO) {
        timer ??= setTimeout(() => {
          timer = undefined;
          observer.disconnect();
          if (markSeen(pageView, product.id)) pushBadgeView(product);
        }, BADGE_VIEW_DELAY_MS);
      } else {
        stopTimer();
      }
    },
    { threshold: [BADGE_VIEW_RATIO] },
  );
  observer.observe(element);
  return () => {
    stopTimer();
    observer.disconnect();
  };
}

export function useProductBadgeView(
  ref: RefObject<Element | null>,
  product: Pick<ProductSummary, 'id' | 'name' | 'price'>,
): void {
  const { key } = useLocation();
  const { id, name } = product;
  const { amount, currency } = product.price;
  useEffect(() => {
    if (!ref.current) return;
    return observeBadgeView(ref.current, key, { id, name, price: { amount, currency } });
  }, [ref, key, id, name, amount, currency]);
}

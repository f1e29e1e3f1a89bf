import { useState } from 'react';
import { HomeSection } from '../home/home-section.tsx';
import { StorefrontProducts } from '../home/storefront-products.tsx';
import { useGetProductsBySeoQuery } from '../storefront-api.ts';
import { readLastVisited } from './last-visited-store.ts';

/**
 * The products the customer looked at last (max 4, newest first), kept in this browser. Nothing
 * is shown (and nothing asked) when there are none, nor when none of them is sold any more.
 */
export function LastVisited() {
  const [seoNames] = useState(readLastVisited);
  const query = useGetProductsBySeoQuery(seoNames, { skip: seoNames.length === 0 });
  if (seoNames.length === 0) return null;
  if (query.data && query.data.items.length === 0) return null;
  return (
    <HomeSection
      titleId="catalogue.storefront.lastVisited.title"
      emptyId="catalogue.storefront.lastVisited.title"
      query={query}
      skeletonCount={seoNames.length}
    >
      {(items) => <StorefrontProducts products={items} />}
    </HomeSection>
  );
}

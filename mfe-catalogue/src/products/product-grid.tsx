import type { ProductSummary } from 'shared-domain';
import { Skeleton } from 'shared-ui';
import { ProductCard } from './product-card.tsx';
import styles from './product-grid.module.css';

export function ProductGrid({ products, headingLevel }: { products: ProductSummary[]; headingLevel: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders with the cards' size, so the page does not jump when the products arrive. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have nothing else to key on.
        <li key={index}>
          <Skeleton variant="rect" height="13rem" />
        </li>
      ))}
    </ul>
  );
}

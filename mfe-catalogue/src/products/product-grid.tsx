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

/**
 * Placeholders with the cards' size — a square photo over the text block, as wide as a card in
 * the same grid — so the page does not jump when the products arrive (layout shift ≤ 0.05).
 */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have nothing else to key on.
        <li key={index} className={styles.skeletonCard}>
          <Skeleton variant="rect" className={styles.skeletonImage} />
          <Skeleton variant="rect" height="15rem" />
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from 'react';
import type { ProductSummary } from 'shared-domain';
import { FavouriteButton } from '../favourites/favourite-button.tsx';
import { ProductCard } from '../products/product-card.tsx';
import gridStyles from '../products/product-grid.module.css';
import styles from './storefront.module.css';

/** Product cards of a storefront list, each with the favourite toggle and an optional extra line. */
export function StorefrontProducts<P extends ProductSummary>({
  products,
  extra,
}: {
  products: P[];
  extra?: (product: P) => ReactNode;
}) {
  return (
    <ul className={gridStyles.grid}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} headingLevel={3} />
          <div className={styles.itemFooter}>
            {extra && <p className={styles.extra}>{extra(product)}</p>}
            <FavouriteButton productId={product.id} productName={product.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}

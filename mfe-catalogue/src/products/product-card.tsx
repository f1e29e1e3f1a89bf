import { useId, useRef } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type ProductSummary, productPath } from 'shared-domain';
import { Link, Price } from 'shared-ui';
import { useProductBadgeView } from '../analytics/product-badge-view.ts';
import styles from './product-card.module.css';
import { QualityBadge } from './quality-badge.tsx';

export interface ProductCardProps {
  product: ProductSummary;
  /** The card's heading sits one level below the heading of the list it is in. */
  headingLevel: 2 | 3;
}

/** The image's intrinsic size: the browser reserves the space before it loads (no layout shift). */
export const CARD_IMAGE_SIZE = 240;

/** "128 GB"; whole terabytes as "1 TB", the way the product names write them. */
function storageLabel(gb: number, intl: IntlShape): string {
  return gb >= 1024 && gb % 1024 === 0
    ? intl.formatMessage({ id: 'catalogue.product.storageTb' }, { storage: gb / 1024 })
    : intl.formatMessage({ id: 'catalogue.product.storage' }, { storage: gb });
}

export function ProductCard({ product, headingLevel }: ProductCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useProductBadgeView(ref, product);
  const Heading = `h${headingLevel}` as const;
  const storage = product.storageGb === null ? null : storageLabel(product.storageGb, intl);
  const href = productPath(product.typeSeoName, product.seoName);
  return (
    <article ref={ref} className={styles.card} aria-labelledby={titleId}>
      {product.imageUrl && (
        <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          <img
            className={styles.image}
            src={product.imageUrl}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
          />
        </Link>
      )}
      <p className={styles.manufacturer}>{product.manufacturer}</p>
      <Heading id={titleId} className={styles.name}>
        <Link to={href} className={styles.nameLink}>
          {product.name}
        </Link>
      </Heading>
      {(product.colour || storage) && (
        <ul className={styles.facts}>
          {product.colour && (
            <li>
              <span
                className={styles.swatch}
                style={{ backgroundColor: product.colour.hex }}
                aria-hidden="true"
              />
              {product.colour.name}
            </li>
          )}
          {storage && <li>{storage}</li>}
        </ul>
      )}
      <QualityBadge product={product} />
      <p className={styles.price}>
        <Price value={product.price} />
      </p>
      <p className={product.stock > 0 ? styles.inStock : styles.outOfStock}>
        {intl.formatMessage({
          id: product.stock > 0 ? 'catalogue.product.inStock' : 'catalogue.product.outOfStock',
        })}
      </p>
    </article>
  );
}

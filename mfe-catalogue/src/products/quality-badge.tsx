import { useIntl } from 'react-intl';
import type { ProductSummary } from 'shared-domain';
import styles from './product-card.module.css';

/** New goods, or used goods with their quality grade (A+ best … D worst). */
export function QualityBadge({ product }: { product: Pick<ProductSummary, 'isUsed' | 'quality'> }) {
  const intl = useIntl();
  if (!product.isUsed) {
    return (
      <span className={`${styles.badge} ${styles.badgeNew}`}>
        {intl.formatMessage({ id: 'catalogue.product.new' })}
      </span>
    );
  }
  const text =
    product.quality === null
      ? intl.formatMessage({ id: 'catalogue.product.used' })
      : intl.formatMessage({ id: 'catalogue.product.usedGrade' }, { grade: product.quality });
  return <span className={`${styles.badge} ${styles.badgeUsed}`}>{text}</span>;
}

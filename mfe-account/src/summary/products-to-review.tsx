import { useIntl } from 'react-intl';
import { type ProductsToReview as ProductsToReviewData, productPath } from 'shared-domain';
import { Link, useFormatDate } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './summary.module.css';
import { SummarySection } from './summary-section.tsx';

/**
 * Products from past orders the customer has not reviewed yet. The link opens the product page,
 * whose reviews section has no stable anchor to jump to (its heading id is generated).
 */
export function ProductsToReview({ toReview }: { toReview: ProductsToReviewData | null }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const t = (id: IdUnder<'account.summary.reviews.'>) =>
    intl.formatMessage({ id: `account.summary.reviews.${id}` });
  const items = toReview?.items ?? [];
  return (
    <SummarySection
      title={t('title')}
      failed={toReview === null}
      failedText={t('error')}
      empty={items.length === 0}
      emptyText={t('empty')}
    >
      <ul className={styles.list}>
        {items.map((product) => (
          <li key={product.product_id}>
            <Link to={productPath(product.type_seo_name, product.product_seo_name)}>
              {product.product_name}
            </Link>
            <span className={styles.muted}>
              {intl.formatMessage(
                { id: 'account.summary.reviews.fromOrder' },
                { number: product.order_number, date: formatDate(product.ordered_at) },
              )}
            </span>
          </li>
        ))}
      </ul>
    </SummarySection>
  );
}

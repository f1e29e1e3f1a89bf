import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  buttonClassName,
  EmptyState,
  Link,
  LoadError,
  PageLayout,
  Skeleton,
  useShop,
} from 'shared-ui';
import { useGetCartCountQuery } from '../cart-api.ts';
import styles from './cart-page.module.css';

export function CartPage() {
  const intl = useIntl();
  const { paths } = useShop();
  const { data: count, error, isLoading, refetch } = useGetCartCountQuery();

  let content: ReactNode;
  if (isLoading) {
    content = (
      <div aria-hidden="true" className={styles.skeleton}>
        <Skeleton width="18rem" />
        <Skeleton variant="rect" height="4rem" />
      </div>
    );
  } else if (error || count === undefined) {
    content = (
      <LoadError title={intl.formatMessage({ id: 'cart.error.title' })} error={error} onRetry={refetch} />
    );
  } else if (count === 0) {
    content = (
      <EmptyState
        icon="🛒"
        title={intl.formatMessage({ id: 'cart.empty.title' })}
        action={
          <Link to={paths.home} className={buttonClassName('primary')}>
            {intl.formatMessage({ id: 'cart.empty.action' })}
          </Link>
        }
      >
        {intl.formatMessage({ id: 'cart.empty.text' })}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <p className={styles.summary}>{intl.formatMessage({ id: 'cart.summary' }, { count })}</p>
        <Alert tone="info" title={intl.formatMessage({ id: 'cart.itemsComing.title' })}>
          {intl.formatMessage({ id: 'cart.itemsComing.text' })}
        </Alert>
        <p>
          <Link to={paths.checkout} className={buttonClassName('primary')}>
            {intl.formatMessage({ id: 'cart.toCheckout' })}
          </Link>
        </p>
      </>
    );
  }

  return (
    <PageLayout title={intl.formatMessage({ id: 'cart.title' })} narrow busy={isLoading}>
      {content}
    </PageLayout>
  );
}

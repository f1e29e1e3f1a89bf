import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { buttonClassName, EmptyState, Link, LoadError, useDocumentTitle, useShop } from 'shared-ui';
import { StorefrontProducts } from '../home/storefront-products.tsx';
import { ProductGridSkeleton } from '../products/product-grid.tsx';
import { useGetFavouritesQuery } from '../storefront-api.ts';
import styles from './favourites.module.css';

/** /oblibene (ro /favorite): the products marked as favourite, by a visitor or a customer. */
export function FavouritesPage() {
  const intl = useIntl();
  const { paths } = useShop();
  const { data, error, isLoading, refetch } = useGetFavouritesQuery();
  const title = intl.formatMessage({ id: 'catalogue.favourites.title' });
  useDocumentTitle(title);
  let content: ReactNode;
  if (isLoading) content = <ProductGridSkeleton count={4} />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.items.length === 0)
    content = (
      <EmptyState
        title={intl.formatMessage({ id: 'catalogue.favourites.empty' })}
        action={
          <Link to={paths.home} className={buttonClassName('primary')}>
            {intl.formatMessage({ id: 'catalogue.favourites.browse' })}
          </Link>
        }
      >
        {intl.formatMessage({ id: 'catalogue.favourites.emptyHint' })}
      </EmptyState>
    );
  else content = <StorefrontProducts products={data.items} />;
  return (
    <div className={styles.page} aria-busy={isLoading || undefined}>
      <h1>{title}</h1>
      {content}
    </div>
  );
}

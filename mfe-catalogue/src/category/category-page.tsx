import { useIntl } from 'react-intl';
import type { ProductType } from 'shared-domain';
import { EmptyState, Link, LoadError, Skeleton, useDocumentTitle, useParams, useShop } from 'shared-ui';
import { useBrowseProductsQuery, useGetProductTypesQuery } from '../catalogue-api.ts';
import { NotFound } from '../not-found/not-found.tsx';
import { ProductGridSkeleton } from '../products/product-grid.tsx';
import { BROWSE_PAGE_SIZE, browseRequestOf } from './browse-query.ts';
import { BrowseView, useBrowseState } from './browse-view.tsx';
import styles from './category.module.css';

export const CATEGORY_PAGE_SIZE = BROWSE_PAGE_SIZE;

/** `/:typeSeo`: the products of one product type, 12 per page, with filters and sorting kept in the URL. */
export function CategoryPage() {
  const intl = useIntl();
  const { typeSeo = '' } = useParams();
  const types = useGetProductTypesQuery();
  const type = types.data?.find((candidate) => candidate.seoName === typeSeo);
  // Named here, above the early returns, with what each state shows as its heading: a child's
  // own title would be overwritten by this effect, which runs after the child's.
  useDocumentTitle(
    types.isLoading
      ? null
      : type
        ? type.name
        : intl.formatMessage({
            id: types.data ? 'catalogue.notFound.title' : 'catalogue.category.fallbackTitle',
          }),
  );

  if (types.isLoading) {
    return (
      <div aria-busy="true" className={styles.page}>
        <Skeleton height="2.5rem" width="16rem" />
        <ProductGridSkeleton count={CATEGORY_PAGE_SIZE} />
      </div>
    );
  }
  if (types.error || !types.data) {
    return (
      <div className={styles.page}>
        <h1>{intl.formatMessage({ id: 'catalogue.category.fallbackTitle' })}</h1>
        <LoadError error={types.error} onRetry={types.refetch} />
      </div>
    );
  }
  if (!type) {
    return (
      <NotFound title={intl.formatMessage({ id: 'catalogue.notFound.title' })}>
        {intl.formatMessage({ id: 'catalogue.category.unknown' })}
      </NotFound>
    );
  }
  return <CategoryProducts type={type} />;
}

function CategoryProducts({ type }: { type: ProductType }) {
  const intl = useIntl();
  const { paths } = useShop();
  const { state, setState, hrefFor } = useBrowseState();
  const result = useBrowseProductsQuery({ type: type.seoName, ...browseRequestOf(state) });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{type.name}</h1>
      </header>
      <BrowseView
        result={result}
        state={state}
        setState={setState}
        hrefFor={hrefFor}
        paginationLabel={intl.formatMessage({ id: 'catalogue.category.pagination' })}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'catalogue.category.empty' })}
            action={<Link to={paths.home}>{intl.formatMessage({ id: 'catalogue.notFound.home' })}</Link>}
          >
            {intl.formatMessage({ id: 'catalogue.category.emptyHint' })}
          </EmptyState>
        }
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProductType } from 'shared-domain';
import {
  EmptyState,
  Link,
  LoadError,
  Pagination,
  Skeleton,
  useParams,
  useSearchParams,
  useShop,
} from 'shared-ui';
import { useGetProductsQuery, useGetProductTypesQuery } from '../catalogue-api.ts';
import { NotFound } from '../not-found/not-found.tsx';
import { ProductGrid, ProductGridSkeleton } from '../products/product-grid.tsx';
import styles from './category.module.css';
import { categoryPath, pageOf } from './category-path.ts';

export const CATEGORY_PAGE_SIZE = 12;

/** `/:typeSeo`: the products of one product type, 12 per page. */
export function CategoryPage() {
  const intl = useIntl();
  const { typeSeo = '' } = useParams();
  const types = useGetProductTypesQuery();

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
  const type = types.data.find((candidate) => candidate.seoName === typeSeo);
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
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const { data, error, isFetching, isLoading, refetch } = useGetProductsQuery({
    type: type.seoName,
    page,
    pageSize: CATEGORY_PAGE_SIZE,
  });
  const pageCount = data ? Math.ceil(data.total / CATEGORY_PAGE_SIZE) : 0;

  let content: ReactNode;
  if (isLoading) content = <ProductGridSkeleton count={CATEGORY_PAGE_SIZE} />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.total === 0)
    content = (
      <EmptyState
        title={intl.formatMessage({ id: 'catalogue.category.empty' })}
        action={<Link to={paths.home}>{intl.formatMessage({ id: 'catalogue.notFound.home' })}</Link>}
      >
        {intl.formatMessage({ id: 'catalogue.category.emptyHint' })}
      </EmptyState>
    );
  else if (data.items.length === 0)
    content = (
      <EmptyState
        title={intl.formatMessage({ id: 'catalogue.category.pageEmpty' })}
        action={
          <Link to={categoryPath(type.seoName)}>
            {intl.formatMessage({ id: 'catalogue.category.firstPage' })}
          </Link>
        }
      />
    );
  else
    content = (
      <>
        <ProductGrid products={data.items} headingLevel={2} />
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(target) => categoryPath(type.seoName, target)}
          label={intl.formatMessage({ id: 'catalogue.category.pagination' })}
        />
      </>
    );

  return (
    <div className={styles.page} aria-busy={isFetching || undefined}>
      <header className={styles.header}>
        <h1>{type.name}</h1>
        <p className={styles.count}>
          {intl.formatMessage({ id: 'catalogue.types.count' }, { count: data?.total ?? type.productCount })}
          {pageCount > 1 &&
            ` · ${intl.formatMessage({ id: 'catalogue.category.pageOf' }, { page, pageCount })}`}
        </p>
      </header>
      {content}
    </div>
  );
}

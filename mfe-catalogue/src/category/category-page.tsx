import { useIntl } from 'react-intl';
import type { BrowseCategory } from 'shared-domain';
import {
  EmptyState,
  isApiError,
  Link,
  LoadError,
  Skeleton,
  useDocumentTitle,
  useParams,
  useShop,
} from 'shared-ui';
import { useBrowseProductsQuery } from '../catalogue-api.ts';
import { NotFound } from '../not-found/not-found.tsx';
import { ProductGridSkeleton } from '../products/product-grid.tsx';
import { BROWSE_PAGE_SIZE, browseRequestOf } from './browse-query.ts';
import { BrowseView, useBrowseState } from './browse-view.tsx';
import styles from './category.module.css';

export const CATEGORY_PAGE_SIZE = BROWSE_PAGE_SIZE;

/**
 * `/:typeSeo`: one category of the tree staff keep (its descendants' products too), 12 per page,
 * with filters and sorting kept in the URL and links to its child categories. The api answers
 * with the category, so an unknown or hidden one is a 404 from the same request.
 */
export function CategoryPage() {
  const intl = useIntl();
  const { paths } = useShop();
  const { typeSeo = '' } = useParams();
  const { state, setState, hrefFor } = useBrowseState();
  const result = useBrowseProductsQuery({ type: typeSeo, ...browseRequestOf(state) });
  const unknown = isApiError(result.error) && result.error.status === 404;
  // The category the data is about: while another category loads, the previous one's is stale.
  const category = result.data?.category.seoName === typeSeo ? result.data.category : undefined;
  // Named here, above the early returns, with what each state shows as its heading: a child's
  // own title would be overwritten by this effect, which runs after the child's.
  useDocumentTitle(
    category
      ? category.name
      : unknown
        ? intl.formatMessage({ id: 'catalogue.notFound.title' })
        : result.error
          ? intl.formatMessage({ id: 'catalogue.category.fallbackTitle' })
          : null,
  );

  if (unknown) {
    return (
      <NotFound title={intl.formatMessage({ id: 'catalogue.notFound.title' })}>
        {intl.formatMessage({ id: 'catalogue.category.unknown' })}
      </NotFound>
    );
  }
  if (!category && !result.error) {
    return (
      <div aria-busy="true" className={styles.page}>
        <Skeleton height="2.5rem" width="16rem" />
        <ProductGridSkeleton count={CATEGORY_PAGE_SIZE} />
      </div>
    );
  }
  if (!category) {
    return (
      <div className={styles.page}>
        <h1>{intl.formatMessage({ id: 'catalogue.category.fallbackTitle' })}</h1>
        <LoadError error={result.error} onRetry={result.refetch} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{category.name}</h1>
        <ChildCategories category={category} />
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

function ChildCategories({ category }: { category: BrowseCategory }) {
  const intl = useIntl();
  if (category.children.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalogue.category.children' }, { name: category.name })}>
      <ul className={styles.children}>
        {category.children.map((child) => (
          <li key={child.seoName}>
            <Link to={child.url} className={styles.child}>
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

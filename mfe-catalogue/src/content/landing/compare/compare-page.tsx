import { useIntl } from 'react-intl';
import { brandComparisonTypes } from 'shared-domain/contracts/landing.ts';
import { brandComparisonPath } from 'shared-domain/landing-paths.ts';
import {
  CheckboxField,
  EmptyState,
  Link,
  LoadError,
  PageLayout,
  Skeleton,
  useLocation,
  useNavigate,
  useSearchParams,
  useShop,
} from 'shared-ui';
import { brandComparisonTitle } from '../brands/brand-titles.ts';
import styles from '../landing.module.css';
import { useGetComparisonQuery } from '../landing-api.ts';
import { AddDevice } from './add-device.tsx';
import {
  type CompareState,
  canAdd,
  compareSearch,
  readCompareState,
  withoutProduct,
  withProduct,
} from './compare-url.ts';
import { ComparisonTable } from './comparison-table.tsx';

/** `/porovnani?p=a,b,c`: up to four devices side by side; the URL holds the whole state. */
export function ComparePage() {
  const intl = useIntl();
  const { shop } = useShop();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = readCompareState(shop, params);
  const comparison = useGetComparisonQuery(state.seoNames, { skip: state.seoNames.length === 0 });
  // navigate, not setSearchParams: it would escape the commas of a link meant to be shared.
  const go = (next: CompareState) => {
    const search = compareSearch(shop, next);
    navigate({ pathname, search: search ? `?${search}` : '' });
  };
  const title = intl.formatMessage({ id: 'landing.compare.title' });

  return (
    <PageLayout
      title={title}
      lead={intl.formatMessage({ id: 'landing.compare.lead' })}
      busy={comparison.isFetching}
    >
      {state.seoNames.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'landing.compare.empty' })} headingLevel={2}>
          {intl.formatMessage({ id: 'landing.compare.emptyHint' })}
        </EmptyState>
      ) : (
        <>
          <CheckboxField
            id="compare-only-differences"
            label={intl.formatMessage({ id: 'landing.compare.onlyDifferences' })}
            checked={state.onlyDifferences}
            onChange={(event) => go({ ...state, onlyDifferences: event.target.checked })}
          />
          {comparison.error ? (
            <LoadError
              error={comparison.error}
              onRetry={comparison.refetch}
              title={intl.formatMessage({ id: 'landing.compare.loadFailed' })}
            />
          ) : comparison.data ? (
            <ComparisonTable
              comparison={comparison.data}
              onlyDifferences={state.onlyDifferences}
              onRemove={(seoName) => go(withoutProduct(state, seoName))}
            />
          ) : (
            <Skeleton variant="rect" height={480} />
          )}
        </>
      )}
      {canAdd(state) ? (
        <AddDevice compared={state.seoNames} onAdd={(seoName) => go(withProduct(state, seoName))} />
      ) : (
        <p className={styles.note}>{intl.formatMessage({ id: 'landing.compare.full' })}</p>
      )}
      <nav aria-label={intl.formatMessage({ id: 'landing.brands.navLabel' })} className={styles.brandLinks}>
        <ul>
          {brandComparisonTypes.map((type) => (
            <li key={type}>
              <Link to={brandComparisonPath(shop, type)}>
                {intl.formatMessage({ id: brandComparisonTitle[type] })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageLayout>
  );
}

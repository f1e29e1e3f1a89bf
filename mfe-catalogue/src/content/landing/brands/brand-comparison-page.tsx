import { useIntl } from 'react-intl';
import { productPath } from 'shared-domain';
import { type BrandComparisonType, COMPARE_MAX_PRODUCTS } from 'shared-domain/contracts/landing.ts';
import { comparePath, landingWords } from 'shared-domain/landing-paths.ts';
import {
  EmptyState,
  Link,
  LoadError,
  PageLayout,
  Price,
  Skeleton,
  useParams,
  useShop,
  visuallyHidden,
} from 'shared-ui';
import { ContentNotFound } from '../../content-not-found.tsx';
import styles from '../landing.module.css';
import { useGetBrandComparisonQuery } from '../landing-api.ts';
import { brandComparisonTitle } from './brand-titles.ts';

/** `/porovnani/znacky/telefony`: the brands of a product type side by side. */
export function BrandComparisonPage() {
  const { shop } = useShop();
  const { type: word } = useParams();
  const types = landingWords[shop].types;
  const type = (Object.keys(types) as BrandComparisonType[]).find((key) => types[key] === word);
  if (!type) return <ContentNotFound />;
  return <BrandComparison type={type} />;
}

function BrandComparison({ type }: { type: BrandComparisonType }) {
  const intl = useIntl();
  const { shop } = useShop();
  const { data, error, refetch, isFetching } = useGetBrandComparisonQuery(type);
  const title = intl.formatMessage({ id: brandComparisonTitle[type] });
  const ratingOf = (rating: { average: number; count: number } | null) =>
    rating
      ? intl.formatMessage(
          { id: 'landing.brands.rating' },
          { average: intl.formatNumber(rating.average, { maximumFractionDigits: 1 }), count: rating.count },
        )
      : intl.formatMessage({ id: 'landing.brands.noRating' });
  // The best model of each brand, for one comparison across the brands.
  const bestOfEach = (data?.brands ?? [])
    .flatMap((brand) => brand.topModels.slice(0, 1).map((model) => model.seoName))
    .slice(0, COMPARE_MAX_PRODUCTS);

  return (
    <PageLayout title={title} lead={intl.formatMessage({ id: 'landing.brands.lead' })} busy={isFetching}>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !data ? (
        <Skeleton variant="rect" height={320} />
      ) : data.brands.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'landing.brands.empty' })} headingLevel={2}>
          {intl.formatMessage({ id: 'landing.brands.emptyHint' })}
        </EmptyState>
      ) : (
        <>
          <div className={styles.tableScroll}>
            <table className={styles.comparison}>
              <caption>{intl.formatMessage({ id: 'landing.brands.caption' }, { type: title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'landing.brands.brand' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'landing.brands.models' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'landing.brands.prices' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'landing.brands.top' })}</th>
                  <th scope="col">
                    <span className={visuallyHidden}>
                      {intl.formatMessage({ id: 'landing.brands.compareColumn' })}
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.brands.map((brand) => (
                  <tr key={brand.manufacturer}>
                    <th scope="row">{brand.manufacturer}</th>
                    <td>{intl.formatNumber(brand.models)}</td>
                    <td>
                      <Price value={brand.priceRange.min} /> – <Price value={brand.priceRange.max} />
                    </td>
                    <td>
                      <ol className={styles.topModels}>
                        {brand.topModels.map((model) => (
                          <li key={model.seoName}>
                            <Link to={productPath(model.typeSeoName, model.seoName)}>{model.name}</Link>{' '}
                            <span className={styles.note}>{ratingOf(model.rating)}</span>
                          </li>
                        ))}
                      </ol>
                    </td>
                    <td>
                      {brand.topModels.length > 1 && (
                        <Link
                          to={comparePath(
                            shop,
                            brand.topModels.map((model) => model.seoName),
                          )}
                        >
                          {intl.formatMessage(
                            { id: 'landing.brands.compareTop' },
                            { brand: brand.manufacturer },
                          )}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {bestOfEach.length > 1 && (
            <p>
              <Link to={comparePath(shop, bestOfEach)}>
                {intl.formatMessage({ id: 'landing.brands.compareBest' })}
              </Link>
            </p>
          )}
        </>
      )}
    </PageLayout>
  );
}

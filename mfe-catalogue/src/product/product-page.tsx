import { useEffect } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type ProductDetail, type ProductVariant, productPath } from 'shared-domain';
import {
  isApiError,
  Link,
  LoadError,
  Navigate,
  Price,
  Skeleton,
  SkeletonText,
  useDocumentTitle,
  useMetaDescription,
  useNavigate,
  useParams,
} from 'shared-ui';
import { useGetProductPageQuery } from '../catalogue-api.ts';
import { FavouriteButton } from '../favourites/favourite-button.tsx';
import { recordVisit } from '../last-visited/last-visited-store.ts';
import { NotFound } from '../not-found/not-found.tsx';
import { ProductReviews } from '../reviews/product-reviews.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { ProductAvailability } from './product-availability.tsx';
import { ProductDescription } from './product-description.tsx';
import { ProductDetails } from './product-details.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductOffers } from './product-offers.tsx';
import styles from './product-page.module.css';
import { VariantPickers } from './variant-pickers.tsx';

/** `/:typeSeo/:productSeo`: one product, loaded through the bff's product-page aggregate. */
export function ProductPage() {
  const intl = useIntl();
  const { typeSeo = '', productSeo = '' } = useParams();
  const { data, currentData, error, isLoading, refetch } = useGetProductPageQuery(productSeo);

  const loadedSeo = currentData?.product.seoName;
  useEffect(() => {
    if (loadedSeo) recordVisit(loadedSeo);
  }, [loadedSeo]);
  // Named here, above the early returns: a child's title would be overwritten by this effect.
  useDocumentTitle(productPageTitle(intl, { data, error, isLoading }));
  useMetaDescription((!error && data?.product.seo.description) || null);

  if (isLoading)
    return <ProductPageSkeleton label={intl.formatMessage({ id: 'catalogue.productPage.loading' })} />;
  if (error) {
    if (isApiError(error) && error.status === 404) {
      return (
        <NotFound title={intl.formatMessage({ id: 'catalogue.notFound.title' })}>
          {intl.formatMessage({ id: 'catalogue.productPage.notFound' })}
        </NotFound>
      );
    }
    return (
      <div className={styles.page}>
        <LoadError
          error={error}
          onRetry={refetch}
          title={intl.formatMessage({ id: 'catalogue.productPage.loadError' })}
        />
      </div>
    );
  }
  if (!data) return null;
  const { product } = data;
  // A product under another type's URL (an old link): its canonical address, without a new history entry.
  if (currentData && product.type.seoName !== typeSeo) {
    return <Navigate replace to={productPath(product.type.seoName, product.seoName)} />;
  }
  // While a chosen variant loads, the previous answer already knows its price and stock.
  const variant =
    product.variants.find((candidate) => candidate.seoName === productSeo) ?? variantOf(product);
  return <ProductView product={product} variant={variant} loading={!currentData} />;
}

/**
 * The tab's name: staff's SEO title, else the product's own (as its heading), or what the page
 * says instead of it.
 */
function productPageTitle(
  intl: IntlShape,
  { data, error, isLoading }: { data?: { product: ProductDetail }; error?: unknown; isLoading: boolean },
): string | null {
  if (isLoading) return null;
  if (error) {
    return intl.formatMessage({
      id:
        isApiError(error) && error.status === 404
          ? 'catalogue.notFound.title'
          : 'catalogue.productPage.loadError',
    });
  }
  return data ? (data.product.seo.title ?? data.product.name) : null;
}

function variantOf(product: ProductDetail): ProductVariant {
  return {
    id: product.id,
    seoName: product.seoName,
    colour: product.colour,
    storageGb: product.storageGb,
    price: product.price,
    stock: product.stock.online,
  };
}

function ProductView({
  product,
  variant,
  loading,
}: {
  product: ProductDetail;
  variant: ProductVariant;
  loading: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const online = variant.seoName === product.seoName ? product.stock.online : variant.stock;

  return (
    <article className={styles.page} aria-busy={loading || undefined} aria-labelledby="product-name">
      <nav aria-label={intl.formatMessage({ id: 'catalogue.productPage.breadcrumbs' })}>
        <ol className={styles.breadcrumbs}>
          <li>
            <Link to={`/${product.type.seoName}`}>{product.type.name}</Link>
          </li>
          <li aria-current="page">{product.model.name}</li>
        </ol>
      </nav>
      <div className={styles.top}>
        <ProductGallery key={product.seoName} images={product.gallery} name={product.name} />
        <div className={styles.summary}>
          <p className={styles.brand}>{product.manufacturer.name}</p>
          <div className={styles.titleRow}>
            <h1 id="product-name" className={styles.name}>
              {product.name}
            </h1>
            <FavouriteButton productId={variant.id} productName={product.name} />
          </div>
          <Condition product={product} />
          <div className={styles.priceBox}>
            <p className={styles.price}>
              <Price value={variant.price} />
            </p>
            {product.installment && variant.seoName === product.seoName && (
              <p className={styles.installment}>
                {intl.formatMessage(
                  { id: 'catalogue.productPage.installment' },
                  { monthly: <Price key="monthly" value={product.installment.monthly} /> },
                )}{' '}
                <span className={styles.note}>
                  (
                  {intl.formatMessage(
                    { id: 'catalogue.productPage.installmentTerms' },
                    { months: product.installment.months, apr: product.installment.apr },
                  )}
                  )
                </span>
              </p>
            )}
          </div>
          <VariantPickers
            variants={product.variants}
            current={variant}
            onSelect={(next) => navigate(productPath(product.type.seoName, next.seoName), { replace: true })}
          />
          <AddToCartButton productId={variant.id} disabled={loading || online === 0} />
          <ProductAvailability online={online} stock={product.stock} />
        </div>
      </div>
      <ProductOffers offers={product.offers} />
      <ProductDescription text={product.seo.text} />
      <ProductDetails product={product} />
      <ProductReviews
        productId={product.id}
        masterSeoName={product.model.seoName}
        productName={product.name}
      />
    </article>
  );
}

const qualityMessage = {
  likeNew: 'catalogue.productPage.quality.likeNew',
  excellent: 'catalogue.productPage.quality.excellent',
  veryGood: 'catalogue.productPage.quality.veryGood',
  good: 'catalogue.productPage.quality.good',
  visibleWear: 'catalogue.productPage.quality.visibleWear',
} as const;

/** New goods, or a used piece's grade with what the grade means. */
function Condition({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  if (!product.quality) {
    return <p className={styles.condition}>{intl.formatMessage({ id: 'catalogue.productPage.new' })}</p>;
  }
  return (
    <p className={styles.condition}>
      <strong>
        {intl.formatMessage({ id: 'catalogue.productPage.used' }, { grade: product.quality.grade })}
      </strong>{' '}
      {intl.formatMessage({ id: qualityMessage[product.quality.meaningKey] })}
    </p>
  );
}

function ProductPageSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.page} aria-busy="true" aria-label={label} role="status">
      <div className={styles.top}>
        <Skeleton variant="rect" className={styles.imageSkeleton} />
        <div className={styles.summary}>
          <Skeleton width="8rem" />
          <Skeleton height="2.25rem" width="80%" />
          <Skeleton height="2rem" width="10rem" />
          <SkeletonText lines={4} />
          <Skeleton variant="rect" height="3rem" />
        </div>
      </div>
    </div>
  );
}

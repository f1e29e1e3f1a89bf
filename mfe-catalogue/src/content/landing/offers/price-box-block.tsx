import { useIntl } from 'react-intl';
import { productPath } from 'shared-domain';
import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import { Link, Price, Skeleton } from 'shared-ui';
import { useGetProductsBySeoQuery } from '../../../storefront-api.ts';
import type { RendererProps } from '../../components/component-renderers.tsx';
import styles from '../landing.module.css';

/** One product's current price from the catalogue, with the page's claim beside it. */
export function PriceBoxBlock({ component }: RendererProps) {
  const params = component.params as ComponentParams<'price_box'>;
  const intl = useIntl();
  const { data, isLoading } = useGetProductsBySeoQuery([params.productSeoName]);
  const product = data?.items[0];
  if (isLoading) return <Skeleton variant="rect" height={180} />;
  // A product no longer sold leaves no empty box on the page.
  if (!product) return null;
  return (
    <section className={styles.priceBox} aria-label={params.heading ?? product.name}>
      {params.heading && <h2>{params.heading}</h2>}
      <img src={product.imageUrl} alt="" width={160} height={160} loading="lazy" />
      <p className={styles.priceBoxName}>
        <Link to={productPath(product.typeSeoName, product.seoName)}>{product.name}</Link>
      </p>
      <Price value={product.price} className={styles.price} />
      {params.claim && <p className={styles.claim}>{params.claim}</p>}
      <p>
        <Link to={productPath(product.typeSeoName, product.seoName)}>
          {intl.formatMessage({ id: 'landing.priceBox.open' })}
        </Link>
      </p>
    </section>
  );
}

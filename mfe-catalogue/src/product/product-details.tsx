import { useIntl } from 'react-intl';
import type { ProductDetail } from 'shared-domain';
import styles from './product-page.module.css';
import { ProductParameters } from './product-parameters.tsx';

/**
 * Technical parameters: brand, package size and weight, EAN and the shop's product code, then
 * the master product's attributes by group.
 */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage({ id: 'catalogue.productPage.brand' }), product.manufacturer.name],
  ];
  if (product.package) {
    const { widthCm, heightCm, depthCm, weightKg } = product.package;
    rows.push(
      [
        intl.formatMessage({ id: 'catalogue.productPage.dimensions' }),
        intl.formatMessage(
          { id: 'catalogue.productPage.dimensionsValue' },
          { width: widthCm, height: heightCm, depth: depthCm },
        ),
      ],
      [
        intl.formatMessage({ id: 'catalogue.productPage.weight' }),
        intl.formatMessage({ id: 'catalogue.productPage.weightValue' }, { weight: weightKg }),
      ],
    );
  }
  if (product.ean) rows.push([intl.formatMessage({ id: 'catalogue.productPage.ean' }), product.ean]);
  rows.push([intl.formatMessage({ id: 'catalogue.productPage.code' }), product.code]);
  return (
    <section className={styles.section} aria-labelledby="product-details">
      <h2 id="product-details" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'catalogue.productPage.details' })}
      </h2>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ProductParameters groups={product.parameters} />
    </section>
  );
}

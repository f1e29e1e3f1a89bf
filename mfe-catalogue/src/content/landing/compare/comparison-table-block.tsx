import { useIntl } from 'react-intl';
import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import { comparePath } from 'shared-domain/landing-paths.ts';
import { Link, Skeleton, useShop } from 'shared-ui';
import type { RendererProps } from '../../components/component-renderers.tsx';
import styles from '../landing.module.css';
import { useGetComparisonQuery } from '../landing-api.ts';
import { ComparisonTable } from './comparison-table.tsx';

/** A comparison staff put on a page, with a link opening it on the comparison page. */
export function ComparisonTableBlock({ component }: RendererProps) {
  const params = component.params as ComponentParams<'comparison_table'>;
  const intl = useIntl();
  const { shop } = useShop();
  const { data, isError } = useGetComparisonQuery(params.productSeoNames);
  if (isError) return null;
  return (
    <section className={styles.block}>
      {!data ? (
        <Skeleton variant="rect" height={360} />
      ) : (
        <ComparisonTable
          comparison={data}
          onlyDifferences={params.onlyDifferences}
          heading={params.heading}
        />
      )}
      <p>
        <Link to={comparePath(shop, params.productSeoNames, params.onlyDifferences)}>
          {intl.formatMessage({ id: 'landing.compare.open' })}
        </Link>
      </p>
    </section>
  );
}

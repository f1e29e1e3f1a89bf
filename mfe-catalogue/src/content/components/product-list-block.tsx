import { useIntl } from 'react-intl';
import type { ProductSummary } from 'shared-domain';
import type { ComponentParams } from 'shared-domain/contracts/content-components.ts';
import { EmptyState } from 'shared-ui';
import { ProductGrid } from '../../products/product-grid.tsx';
import type { RendererProps } from './component-renderers.tsx';

/** The products come resolved with the page (what the shop sells now), as the catalogue's cards. */
export function ProductListBlock({ component }: RendererProps) {
  const intl = useIntl();
  const params = component.params as ComponentParams<'product_list'>;
  const products = (component.products ?? []) as ProductSummary[];
  return (
    <section>
      {params.heading && <h2>{params.heading}</h2>}
      {products.length === 0 ? (
        <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'content.productList.empty' })} />
      ) : (
        <ProductGrid products={products} headingLevel={params.heading ? 3 : 2} />
      )}
    </section>
  );
}

import { useIntl } from 'react-intl';
import type { MasterProductDetail, MasterProductOptions } from 'shared-domain';
import { LoadError, PageLayout, SkeletonText, Tabs, useParams, useShop } from 'shared-ui';
import { adminPath } from '../../admin-paths.ts';
import { useUnsavedChanges } from '../../forms/use-unsaved-changes.ts';
import { Breadcrumbs } from '../../frame/breadcrumbs.tsx';
import { HistoryTab } from '../../history/history-tab.tsx';
import type { IdUnder } from '../../messages/message-ids.ts';
import { AttributesTab } from './attributes-tab.tsx';
import { BaseTab, VariantsTab } from './base-tabs.tsx';
import { BonusesTab, PackageTab, SeoTab } from './content-tabs.tsx';
import { ImagesTab } from './images-tab.tsx';
import { useGetMasterProductOptionsQuery, useGetMasterProductQuery } from './product-detail-api.ts';
import { CategoriesTab, StockTab } from './stock-tabs.tsx';
import { TabDraftsContext, useTabDrafts } from './tab-drafts.ts';

/** /admin/produkty/:id — one master product in tabs; the active tab follows the URL fragment. */
export function ProductDetailPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const product = useGetMasterProductQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const options = useGetMasterProductOptionsQuery();
  const title = product.data?.name ?? intl.formatMessage({ id: 'admin.productDetail.title' });
  const error = product.error ?? options.error;
  return (
    <PageLayout title={title}>
      <ProductCrumbs name={title} />
      {error ? (
        <LoadError
          error={error}
          title={intl.formatMessage({ id: 'admin.productDetail.loadError' })}
          onRetry={() => {
            product.refetch();
            options.refetch();
          }}
        />
      ) : product.data && options.data ? (
        <ProductTabs product={product.data} options={options.data} />
      ) : (
        <SkeletonText lines={6} />
      )}
    </PageLayout>
  );
}

export function ProductCrumbs({ name }: { name: string }) {
  const intl = useIntl();
  const { shop } = useShop();
  return (
    <Breadcrumbs
      items={[
        { label: intl.formatMessage({ id: 'admin.productDetail.crumb' }), to: adminPath(shop, 'products') },
        { label: name },
      ]}
    />
  );
}

function ProductTabs({ product, options }: { product: MasterProductDetail; options: MasterProductOptions }) {
  const intl = useIntl();
  const { drafts, anyDirty } = useTabDrafts();
  useUnsavedChanges(anyDirty);
  const props = { product, options };
  // Keyed by version: after any tab's save every tab starts again from the saved product (and
  // from its own unsaved draft, which the page keeps).
  const key = product.version;
  const tab = (id: IdUnder<'admin.productDetail.tab.'>, content: React.ReactNode) => ({
    id,
    label: intl.formatMessage({ id: `admin.productDetail.tab.${id}` }),
    content,
  });
  return (
    <TabDraftsContext value={drafts}>
      <Tabs
        id="admin-product-detail"
        label={intl.formatMessage({ id: 'admin.productDetail.tabs' })}
        tabs={[
          tab('base', <BaseTab key={key} {...props} />),
          tab('variants', <VariantsTab key={key} {...props} />),
          tab('categories', <CategoriesTab key={key} {...props} />),
          tab('stock', <StockTab key={key} {...props} />),
          tab('images', <ImagesTab key={key} {...props} />),
          tab('attributes', <AttributesTab key={key} {...props} />),
          tab('seo', <SeoTab key={key} {...props} />),
          tab('package', <PackageTab key={key} {...props} />),
          tab('bonuses', <BonusesTab {...props} />),
          tab('history', <HistoryTab entity="master-product" entityId={product.id} />),
        ]}
      />
    </TabDraftsContext>
  );
}

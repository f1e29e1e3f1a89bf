import { type ProductSummary, type ShopCode, shops } from 'shared-domain';
import type { PublishedPage } from 'shared-domain/contracts/content-pages.ts';
import { toSummary } from '../../catalogue/list-products.ts';
import { findProductTypeId, selectProducts } from '../../catalogue/product-repository.ts';
import { selectIdsBySeo, selectSummaries } from '../../catalogue/storefront-product-repository.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, PublishedPageSnapshot } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { selectPageComponents } from './content-component-repository.ts';
import { findPageBySlug } from './content-page-repository.ts';
import { draftSnapshotOf, isLive } from './page-rows.ts';
import { previewTokenOpens } from './preview-token.ts';

// A page as visitors read it: its published snapshot while now is within its schedule (times
// compared as instants, set in the shop's zone), else 404; with a valid signed preview token, the
// draft whatever its state. Product lists come resolved to the products the shop sells now, so
// the page needs no second round trip.

export async function readPublicPage(
  db: Db,
  config: Pick<Config, 'shop' | 'contentPreviewSecret' | 'orderTokenSecret'>,
  slug: string,
  previewToken: string | undefined,
  now: Date,
): Promise<PublishedPage> {
  const { shop } = config;
  const page = await findPageBySlug(db, shop, shops[shop].locale, slug);
  if (!page) throw notFound('content_page_not_found');
  let snapshot: PublishedPageSnapshot | null = null;
  const preview = previewTokenOpens(config, previewToken, page.id, now);
  if (preview) snapshot = draftSnapshotOf(page, await selectPageComponents(db, page.id));
  else if (isLive(page, now)) snapshot = page.published_snapshot;
  if (!snapshot) throw notFound('content_page_not_found');
  return {
    slug: page.slug,
    title: snapshot.title,
    description: snapshot.description,
    components: await Promise.all(
      snapshot.components.map(async (component) =>
        component.type === 'product_list'
          ? { ...component, products: await productsOf(db, shop, component.params) }
          : component,
      ),
    ),
    preview,
  };
}

async function productsOf(db: Db, shop: ShopCode, params: unknown): Promise<ProductSummary[]> {
  const list = params as
    | { source: 'category'; categorySeoName: string; limit: number }
    | { source: 'picked'; productSeoNames: string[] };
  if (list.source === 'picked') {
    return selectSummaries(db, shop, await selectIdsBySeo(db, shop, list.productSeoNames));
  }
  const productTypeId = await findProductTypeId(db, shop, list.categorySeoName);
  if (productTypeId === undefined) return [];
  const { rows } = await selectProducts(db, shop, {
    productTypeId,
    sort: 'newest',
    offset: 0,
    limit: list.limit,
  });
  return rows.map(toSummary);
}

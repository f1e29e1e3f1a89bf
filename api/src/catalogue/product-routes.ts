import { PRODUCT_IMAGE_COUNT, productDetailSchema } from 'shared-domain/contracts';
import { configuredInstallments } from '../payments/installment-admin/configured-installments.ts';
import type { InstallmentProvider } from '../payments/installment-provider.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { CATALOGUE_SECONDS, sharedCache } from '../platform/http/shared-cache.ts';
import { findSoldProduct, getProductDetail } from './product-detail.ts';
import { renderProductImage } from './product-image.ts';

/** The images carry no version in their URL, so a day of caching rather than immutable. */
const IMAGE_CACHE = 'public, max-age=86400';

// Product detail, images, stock and offers (issue 4).
export function productRoutes(deps: {
  db: Db;
  config: Config;
  /** Tests may pass an adapter; otherwise the price lists of the installment admin are read per request. */
  installments?: InstallmentProvider;
}): ApiRoutes {
  const { db, config } = deps;
  const routes = new ApiRoutes();

  routes.add(
    {
      method: 'get',
      path: '/api/new/catalogue/products/:seoName',
      summary:
        'Product detail: variants, stock per store, gallery, installment preview (the cheapest configured price list), insurance, warranty and accessories',
      tag: 'catalogue',
      access: 'public',
      responses: { 200: { description: 'The product', schema: productDetailSchema } },
      errors: { 404: 'No product of this shop has that seo name (`product_not_found`).' },
    },
    async (req, res) => {
      const seoName = String(req.params.seoName);
      const installments = deps.installments ?? (await configuredInstallments(db, config.shop));
      const detail = await getProductDetail(db, config.shop, seoName, installments);
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['catalogue', `product-${seoName}`] }).json(
        detail,
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/catalogue/products/:seoName/images/:n.svg',
      summary: 'Generated picture n (1 front, 2 back, 3 side) of the product, in its colour',
      tag: 'catalogue',
      access: 'public',
      responses: {
        200: {
          description: 'An SVG image',
          headers: { 'Cache-Control': IMAGE_CACHE },
        },
      },
      errors: { 404: 'Unknown product (`product_not_found`) or picture (`image_not_found`).' },
    },
    async (req, res) => {
      const n = Number(req.params.n);
      if (!/^[1-9]$/.test(String(req.params.n)) || n > PRODUCT_IMAGE_COUNT) throw notFound('image_not_found');
      const product = await findSoldProduct(db, config.shop, String(req.params.seoName));
      const svg = renderProductImage(product, n as 1 | 2 | 3);
      res
        .status(200)
        .set({
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': IMAGE_CACHE,
          'X-Content-Type-Options': 'nosniff',
          // An SVG opened on its own is a document: it may run nothing and load nothing.
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        })
        .send(svg);
    },
  );

  return routes;
}

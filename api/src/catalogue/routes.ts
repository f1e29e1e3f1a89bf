import { productListQuerySchema, productPageSchema, productTypesSchema } from 'shared-domain/contracts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { CATALOGUE_SECONDS, sharedCache } from '../platform/http/shared-cache.ts';
import { parseQuery } from '../platform/http/validate.ts';
import { listProductTypes } from './list-product-types.ts';
import { listProducts } from './list-products.ts';

export function catalogueRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db, config } = deps;
  const routes = new ApiRoutes();

  routes.add(
    {
      method: 'get',
      path: '/api/new/catalogue/product-types',
      summary: "Product types with names in the shop's language",
      tag: 'catalogue',
      access: 'public',
      responses: { 200: { description: 'Product types', schema: productTypesSchema } },
    },
    async (_req, res) => {
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['catalogue'] }).json(
        await listProductTypes(db, config.shop),
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/catalogue/products',
      summary: "One page of the shop's products, priced in the shop's currency",
      tag: 'catalogue',
      access: 'public',
      query: productListQuerySchema,
      responses: { 200: { description: 'Products', schema: productPageSchema } },
      errors: { 404: 'Unknown product type (`product_type_not_found`).' },
    },
    async (req, res) => {
      const result = await listProducts(db, config.shop, parseQuery(req, productListQuerySchema));
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['catalogue'] }).json(result);
    },
  );

  return routes;
}

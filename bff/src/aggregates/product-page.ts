import type { CartCount, Locale, ProductDetail, ProductPageData } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import { ApiResponseError } from './api-client.ts';
import { defineAggregate } from './define-aggregate.ts';

// GET /api/bff/product-page?seo=<product seo name>: the product page's first paint — the product
// with its variants, stock, installment preview and offers, and the cart badge — in one round trip
// instead of two. The api answers 404 product_not_found for unknown products.
export const productPageAggregate = defineAggregate(
  '/product-page',
  async ({ api, req }): Promise<ProductPageData> => {
    const seo = req.query.seo;
    if (typeof seo !== 'string' || seo.trim() === '') {
      throw new ApiResponseError(400, {
        type: 'validation',
        code: 'invalid_request',
        message: apiErrorMessages[req.app.locals.locale as Locale].invalid_request,
      });
    }
    const [product, cart] = await Promise.all([
      api.get<ProductDetail>(`/api/new/catalogue/products/${encodeURIComponent(seo)}`),
      api.get<CartCount>('/api/new/cart/count'),
    ]);
    return { product, cartCount: cart.count };
  },
);

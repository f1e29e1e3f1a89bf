import type { Page } from '@playwright/test';
import { areaPaths, type ProductSummary, productPath, type ShopCode } from 'shared-domain';

/** The storefront pages whose initial JS is gated (issue 16), each opened as a visitor would. */
export type StorefrontPageName = 'home' | 'product' | 'cart' | 'buyout' | 'service';

export interface StorefrontPage {
  name: StorefrontPageName;
  /** Readies the shop (e.g. puts a phone in the cart) and answers the page's path. */
  open: (page: Page, baseUrl: string, shop: ShopCode) => Promise<string>;
}

const phonesType: Record<ShopCode, string> = { cz: 'telefony', ro: 'telefoane' };

async function phones(page: Page, baseUrl: string, shop: ShopCode): Promise<ProductSummary[]> {
  const list = await page.request.get(
    `${baseUrl}/api/new/catalogue/products?type=${phonesType[shop]}&pageSize=24`,
  );
  return ((await list.json()) as { items: ProductSummary[] }).items;
}

export const storefrontPages: StorefrontPage[] = [
  { name: 'home', open: async (_page, _baseUrl, shop) => areaPaths[shop].home },
  {
    name: 'product',
    open: async (page, baseUrl, shop) => {
      const [first] = await phones(page, baseUrl, shop);
      if (!first) throw new Error('the catalogue has no phone');
      return productPath(first.typeSeoName, first.seoName);
    },
  },
  {
    // The cart with an item: an empty cart shows a short notice and loads far less.
    name: 'cart',
    open: async (page, baseUrl, shop) => {
      for (const product of await phones(page, baseUrl, shop)) {
        const added = await page.request.post(`${baseUrl}/api/new/cart/items`, {
          data: { productId: product.id, quantity: 1 },
          headers: { origin: baseUrl },
        });
        if (added.status() === 201) return areaPaths[shop].cart;
      }
      throw new Error('no phone in stock to put in the cart');
    },
  },
  { name: 'buyout', open: async (_page, _baseUrl, shop) => areaPaths[shop].buyout },
  { name: 'service', open: async (_page, _baseUrl, shop) => areaPaths[shop].service },
];

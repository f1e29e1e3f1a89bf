import {
  areaPaths,
  categoryPath,
  type ProductPage,
  type ProductSummary,
  type ProductType,
  productPath,
  type ShopCode,
} from 'shared-domain';

/** A page Lighthouse opens: its URL, the cookie of a visitor and the text it must show. */
export interface StorefrontPage {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** Text the loaded page has to contain, so a run of an empty or wrong page is not counted. */
  mustShow?: string;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The category a visitor most likely opens (the most products) and a product of it in stock. */
async function categoryAndProduct(baseUrl: string): Promise<{ type: ProductType; product: ProductSummary }> {
  const types = await getJson<ProductType[]>(`${baseUrl}/api/new/catalogue/product-types`);
  const type = [...types].sort((a, b) => b.productCount - a.productCount)[0];
  if (!type) throw new Error('the shop has no product types');
  const query = new URLSearchParams({ type: type.seoName, pageSize: '100' });
  const page = await getJson<ProductPage>(`${baseUrl}/api/new/catalogue/products?${query}`);
  const product = page.items.find((item) => item.stock > 0);
  if (!product) throw new Error(`no product of ${type.seoName} is in stock`);
  return { type, product };
}

/** Puts the product into a new visitor's cart, as the product page's button does; its session cookie. */
async function cartCookieWith(baseUrl: string, product: ProductSummary): Promise<string> {
  const response = await fetch(`${baseUrl}/api/new/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productId: product.id, quantity: 1 }),
  });
  if (response.status !== 201) throw new Error(`adding to the cart answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('sid='));
  if (!cookie) throw new Error('adding to the cart set no session cookie');
  return cookie.split(';')[0];
}

/** The storefront pages of issue 16's Lighthouse goal, found as a visitor finds them. */
export async function storefrontPages(shop: ShopCode, baseUrl: string): Promise<StorefrontPage[]> {
  const paths = areaPaths[shop];
  const { type, product } = await categoryAndProduct(baseUrl);
  const cookie = await cartCookieWith(baseUrl, product);
  const page = (name: string, path: string, extra: Partial<StorefrontPage> = {}): StorefrontPage => ({
    name,
    url: new URL(path, baseUrl).href,
    headers: {},
    ...extra,
  });
  return [
    page('home', paths.home),
    page('category', categoryPath(type.seoName), { mustShow: type.name }),
    page('product', productPath(type.seoName, product.seoName), { mustShow: product.name }),
    page('cart with an item', paths.cart, { headers: { Cookie: cookie }, mustShow: product.name }),
    page('buyout start', paths.buyout),
    page('service start', paths.service),
  ];
}

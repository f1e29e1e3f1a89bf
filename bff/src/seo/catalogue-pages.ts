import { productPath, type ShopCode, shops } from 'shared-domain';
import type { CategoryBrowsePage, ProductDetail } from 'shared-domain/contracts';
import type { CategoryLinks, ProductLinks, ShopPaths } from 'shared-domain/contracts/seo.ts';
import { notFoundPage } from './not-found-page.ts';
import type { SeoApi } from './seo-api.ts';
import { document, type PageLink, type SeoAnswer } from './seo-document.ts';
import { pageTitle, priceText, seoTexts } from './seo-texts.ts';
import { breadcrumbList, isInStock, productNode } from './structured-data.ts';

// The home page, a product and a category as search engines read them. A product is found by its
// current or an old seo name: an old one, or the wrong type in the path, answers 301 to where it
// lives now.

export interface PageContext {
  shop: ShopCode;
  api: SeoApi;
  /** This shop's public origin, for absolute URLs in the structured data. */
  origin: string;
}

const enc = encodeURIComponent;

function home(shop: ShopCode): PageLink {
  return { name: seoTexts(shop).home, path: '/' };
}

export function homePage({ shop }: PageContext): SeoAnswer {
  return document({
    status: 200,
    title: shops[shop].title,
    description: seoTexts(shop).homeDescription(shops[shop].title),
    paths: { cz: '/', ro: '/' },
    structuredData: [],
  });
}

export async function productPage(
  ctx: PageContext,
  route: { typeSeoName: string; seoName: string },
): Promise<SeoAnswer> {
  const { shop, api, origin } = ctx;
  const [detail, links] = await Promise.all([
    api.get<ProductDetail>(`/api/new/catalogue/products/${enc(route.seoName)}`),
    api.get<ProductLinks>(`/api/new/seo/products/${enc(route.seoName)}`),
  ]);
  const here = links.found ? links.body.paths[shop] : undefined;
  if (!links.found || here === undefined) return notFoundPage(shop);
  if (here !== productPath(route.typeSeoName, route.seoName)) return { kind: 'redirect', path: here };
  if (!detail.found) return notFoundPage(shop);
  const product = detail.body;
  const texts = seoTexts(shop);
  const price = priceText(shop, product.price);
  const description =
    product.seo.description ?? texts.productDescription(product.name, price, shops[shop].title);
  const typePath = `/${enc(product.type.seoName)}`;
  const trail = [home(shop), { name: product.type.name, path: typePath }, { name: product.name, path: here }];
  const ownText =
    product.seo.text
      ?.split(/\n\s*\n/)
      .map((text) => text.trim())
      .filter(Boolean) ?? [];
  return document({
    status: 200,
    title: pageTitle(shop, product.seo.title ?? product.name),
    description,
    paths: links.body.paths,
    structuredData: [breadcrumbList(origin, trail), productNode(product, origin, origin + here, description)],
    heading: product.name,
    paragraphs: [
      `${texts.price(price)} · ${isInStock(product) ? texts.inStock : texts.outOfStock}`,
      ...ownText,
    ],
    links: [{ name: product.type.name, path: typePath }],
  });
}

/** `?page=` of a category as its page reads it: anything but a whole number ≥ 1 is page 1. */
export function categoryPageNumber(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Each page of a category's products is its own URL (`/telefony?page=2`), canonical to itself. */
function withPage(paths: ShopPaths, page: number): ShopPaths {
  if (page === 1) return paths;
  return Object.fromEntries(Object.entries(paths).map(([shop, path]) => [shop, `${path}?page=${page}`]));
}

export async function categoryPage(
  ctx: PageContext,
  route: { seoName: string; page: number },
): Promise<SeoAnswer> {
  const { shop, api, origin } = ctx;
  const [links, browse] = await Promise.all([
    api.get<CategoryLinks>(`/api/new/seo/categories/${enc(route.seoName)}`),
    api.get<CategoryBrowsePage>(
      `/api/new/catalogue/browse/?type=${enc(route.seoName)}${route.page > 1 ? `&page=${route.page}` : ''}`,
    ),
  ]);
  const here = links.found ? links.body.paths[shop] : undefined;
  if (!links.found || here === undefined) return notFoundPage(shop);
  const category = links.body;
  const trail = [home(shop), ...category.ancestors, { name: category.name, path: here }];
  const products = browse.found ? browse.body.items : [];
  const children = browse.found ? browse.body.category.children : [];
  return document({
    status: 200,
    title: pageTitle(shop, category.name),
    description: seoTexts(shop).categoryDescription(category.name, shops[shop].title),
    paths: withPage(category.paths, route.page),
    structuredData: [breadcrumbList(origin, trail)],
    heading: category.name,
    links: [
      ...children.map((child) => ({ name: child.name, path: child.url })),
      ...products.map((item) => ({ name: item.name, path: productPath(item.typeSeoName, item.seoName) })),
    ],
  });
}

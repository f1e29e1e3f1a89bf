import type { ShopCode } from './shop.ts';

// Pages of the catalogue, which owns "/": a category is /<type seo name>, a product
// /<type seo name>/<product seo name>; search and favourites use words no product type takes.
export const cataloguePages = {
  cz: { search: 'hledat', favourites: 'oblibene' },
  ro: { search: 'cautare', favourites: 'favorite' },
} as const satisfies Record<ShopCode, Record<string, string>>;

export function categoryPath(typeSeoName: string): string {
  return `/${encodeURIComponent(typeSeoName)}`;
}

export function productPath(typeSeoName: string, productSeoName: string): string {
  return `/${encodeURIComponent(typeSeoName)}/${encodeURIComponent(productSeoName)}`;
}

export function searchPath(shop: ShopCode, term?: string): string {
  const path = `/${cataloguePages[shop].search}`;
  return term ? `${path}?q=${encodeURIComponent(term)}` : path;
}

export function favouritesPath(shop: ShopCode): string {
  return `/${cataloguePages[shop].favourites}`;
}

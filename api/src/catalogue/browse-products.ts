import type {
  BrowsePage,
  BrowseQuery,
  CategoryBrowsePage,
  SearchPage,
  SearchQuery,
  SearchSuggestion,
  ShopCode,
} from 'shared-domain';
import { searchTokens } from 'shared-domain';
import { SUGGESTIONS_MAX } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { selectScopeSummary } from './browse-facets.ts';
import {
  type BrowseFilterValues,
  type BrowseScope,
  hasFilters,
  selectBrowsePage,
  selectPageRows,
  selectSuggestionRows,
} from './browse-repository.ts';
import { syncQueuedSearchTexts } from './browse-search-texts.ts';
import { productName, summaryImageUrl, toSummary } from './list-products.ts';
import { resolveAttributeFilters } from './storefront-attributes.ts';
import { findShownCategory, subtreeIds } from './storefront-categories.ts';

/**
 * One shown category with its shown descendants, filtered, with its facets. A category that is
 * not filterable offers no brand or attribute filters (the other filters stay, as on every list).
 */
export async function browseProducts(
  db: Db,
  shop: ShopCode,
  query: BrowseQuery,
): Promise<CategoryBrowsePage> {
  const category = await findShownCategory(db, shop, query.type);
  if (!category) throw notFound('product_type_not_found');
  const { filterable } = category;
  const attributes = filterable ? await resolveAttributeFilters(db, query.attr) : [];
  const page = await pageOf(
    db,
    { shop, categoryIds: subtreeIds(category) },
    { ...query, attributes },
    filterable,
  );
  const link = (node: { name: string; seoName: string }) => ({
    name: node.name,
    seoName: node.seoName,
    url: `/${encodeURIComponent(node.seoName)}`,
  });
  return {
    ...page,
    facets: filterable ? page.facets : { ...page.facets, brands: [] },
    category: { ...link(category), filterable, children: category.children.map(link) },
  };
}

/** Products matching every word of the term (accents and case ignored), with the same filters. */
export async function searchProducts(db: Db, shop: ShopCode, query: SearchQuery): Promise<SearchPage> {
  const tokens = searchTokens(query.q);
  await syncQueuedSearchTexts(db, shop);
  return { ...(await pageOf(db, { shop, tokens }, query)), q: query.q };
}

export async function suggestProducts(db: Db, shop: ShopCode, term: string): Promise<SearchSuggestion[]> {
  const tokens = searchTokens(term);
  if (tokens.length === 0) return [];
  await syncQueuedSearchTexts(db, shop);
  const rows = await selectSuggestionRows(db, { shop, tokens }, SUGGESTIONS_MAX);
  return rows.map((row) => ({
    name: productName(row),
    seoName: row.seoName,
    typeSeoName: row.typeSeoName,
    imageUrl: summaryImageUrl(row),
    price: { amount: row.amount, currency: row.currency },
  }));
}

async function pageOf(
  db: Db,
  scope: BrowseScope,
  query: BrowseFilterValues & { sort?: BrowseQuery['sort']; page: number; pageSize: number },
  withAttributeFacets = false,
): Promise<BrowsePage> {
  if (scope.tokens !== undefined && scope.tokens.length === 0) {
    // "--" passes the length check but holds no word: nothing can match it.
    return { items: [], page: query.page, pageSize: query.pageSize, total: 0, facets: emptyFacets };
  }
  const summary = selectScopeSummary(db, scope, { attributes: withAttributeFacets });
  const options = { sort: query.sort, offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  const [{ rows, total }, { facets }] = await Promise.all([
    hasFilters(query)
      ? selectBrowsePage(db, scope, query, options)
      : Promise.all([selectPageRows(db, scope, query, options), summary]).then(([rows, { products }]) => ({
          rows,
          total: products,
        })),
    summary,
  ]);
  return { items: rows.map(toSummary), page: query.page, pageSize: query.pageSize, total, facets };
}

const emptyFacets: BrowsePage['facets'] = {
  brands: [],
  price: null,
  storages: [],
  colours: [],
  qualities: [],
  available: 0,
  attributes: [],
};

import type { BrowseFacets } from 'shared-domain';
import { type QualityFilterValue, qualityFilterValues } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { type FacetKind, selectAttributeFacetRows, selectFacetRows } from './browse-facets-repository.ts';
import type { BrowseScope } from './browse-repository.ts';
import { attributeFacetsOf } from './storefront-attributes.ts';

// What the filter panel offers for a scope: the facet counts of browse-facets-repository.ts as
// the panel's brands, price range, storages, colours, qualities and attribute filters.

/** The facets of the scope and how many products it holds. */
export interface ScopeSummary {
  facets: BrowseFacets;
  products: number;
}

/**
 * Every brand, storage, colour… of the scope with its count, the price range, how many are in
 * stock, and the attribute filters when the scope is a filterable category.
 */
export async function selectScopeSummary(
  db: Db,
  scope: BrowseScope,
  options: { attributes: boolean } = { attributes: false },
): Promise<ScopeSummary> {
  const [rows, attributes] = await Promise.all([
    selectFacetRows(db, scope),
    options.attributes ? selectAttributeFacetRows(db, scope).then(attributeFacetsOf) : [],
  ]);
  const of = (kind: FacetKind) => rows.filter((row) => row.kind === kind);
  const all = of('all')[0];
  const order = (value: string) => qualityFilterValues.indexOf(value as QualityFilterValue);
  const facets: BrowseFacets = {
    brands: of('brand').map((row) => ({
      seoName: row.brandSeo as string,
      name: row.brandName as string,
      count: row.count,
    })),
    price:
      all.minAmount === null || all.maxAmount === null || all.currency === null
        ? null
        : {
            min: { amount: Number(all.minAmount), currency: all.currency as 'CZK' | 'RON' },
            max: { amount: Number(all.maxAmount), currency: all.currency as 'CZK' | 'RON' },
          },
    storages: of('storage')
      .filter((row) => row.gb !== null)
      .map((row) => ({ gb: row.gb as number, count: row.count })),
    colours: of('colour')
      .filter((row) => row.colourCode !== null)
      .map((row) => ({
        code: row.colourCode as string,
        name: row.colourName as string,
        hex: row.colourHex as string,
        count: row.count,
      })),
    qualities: of('quality')
      .map((row) => ({ value: row.quality as QualityFilterValue, count: row.count }))
      .sort((a, b) => order(a.value) - order(b.value)),
    available: all.available,
    attributes,
  };
  return { facets, products: all.count };
}

import type { ShopCode } from 'shared-domain';
import { COMPARE_MAX_PRODUCTS } from 'shared-domain/contracts/landing.ts';
import { landingWords } from 'shared-domain/landing-paths.ts';

// The device comparison's state lives in the URL (`?p=a,b,c&rozdily=1`): a shared link opens the
// same table, back and forward step through additions and removals.

export interface CompareState {
  seoNames: string[];
  onlyDifferences: boolean;
}

const SEO_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The state a URL asks for; malformed or repeated names are dropped, at most four kept. */
export function readCompareState(shop: ShopCode, search: URLSearchParams): CompareState {
  const words = landingWords[shop];
  const names = (search.get(words.products) ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => SEO_NAME.test(name) && name.length <= 200);
  return {
    seoNames: [...new Set(names)].slice(0, COMPARE_MAX_PRODUCTS),
    onlyDifferences: search.get(words.onlyDifferences) === '1',
  };
}

/** The query string of a state (commas kept readable), without the leading '?'. */
export function compareSearch(shop: ShopCode, state: CompareState): string {
  const words = landingWords[shop];
  const query = new URLSearchParams();
  if (state.seoNames.length > 0) query.set(words.products, state.seoNames.join(','));
  if (state.onlyDifferences) query.set(words.onlyDifferences, '1');
  return query.toString().replace(/%2C/g, ',');
}

export function canAdd(state: CompareState): boolean {
  return state.seoNames.length < COMPARE_MAX_PRODUCTS;
}

/** Adds a product at the end; a product already compared, or a fifth one, changes nothing. */
export function withProduct(state: CompareState, seoName: string): CompareState {
  if (state.seoNames.includes(seoName) || !canAdd(state)) return state;
  return { ...state, seoNames: [...state.seoNames, seoName] };
}

export function withoutProduct(state: CompareState, seoName: string): CompareState {
  return { ...state, seoNames: state.seoNames.filter((name) => name !== seoName) };
}

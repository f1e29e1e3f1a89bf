import type { BrowseSort, QualityFilterValue } from 'shared-domain';

// The filter state lives in the URL's query string (shareable, back/forward work). The same
// names as the api's query (GET /api/new/catalogue/browse/), so the URL passes through as it is.

export const BROWSE_PAGE_SIZE = 12;

export const sortValues = [
  'price_asc',
  'price_desc',
  'newest',
  'rating',
] as const satisfies readonly BrowseSort[];
export const qualityValues = [
  'new',
  'A+',
  'A',
  'B',
  'C',
  'D',
] as const satisfies readonly QualityFilterValue[];

export interface BrowseState {
  brand: string[];
  minPrice?: number;
  maxPrice?: number;
  storage: number[];
  colour: string[];
  quality: QualityFilterValue[];
  /** Attribute filters of a filterable category, `code:value` (the api's `attr`). */
  attr: string[];
  available: boolean;
  sort?: BrowseSort;
  page: number;
}

/** What the endpoints take: the filters, the sort and the page. */
export interface BrowseRequest {
  brand?: string[];
  minPrice?: number;
  maxPrice?: number;
  storage?: number[];
  colour?: string[];
  quality?: string[];
  attr?: string[];
  available?: true;
  sort?: BrowseSort;
  page: number;
  pageSize: number;
}

/** `code:value` as the api takes it (attributeFilterSchema); anything else typed in the URL is dropped. */
const ATTRIBUTE_FILTER = /^[a-z0-9]+(_[a-z0-9]+)*:[a-z0-9_.-]{1,40}$/;

function listParam(params: URLSearchParams, name: string): string[] {
  return [
    ...new Set(
      params
        .getAll(name)
        .flatMap((value) => value.split(','))
        .filter((value) => value !== ''),
    ),
  ];
}

function wholeNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

/** The URL as the customer may have typed it: values the api would refuse are left out. */
export function browseStateOf(params: URLSearchParams): BrowseState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return {
    brand: listParam(params, 'brand').filter((value) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)),
    minPrice: wholeNumber(params.get('minPrice')),
    maxPrice: wholeNumber(params.get('maxPrice')),
    storage: listParam(params, 'storage')
      .map(Number)
      .filter((gb) => Number.isInteger(gb) && gb > 0),
    colour: listParam(params, 'colour').filter((value) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)),
    quality: listParam(params, 'quality').filter(isOneOf(qualityValues)),
    attr: listParam(params, 'attr').filter((value) => ATTRIBUTE_FILTER.test(value)),
    available: params.get('available') === 'true',
    sort: isOneOf(sortValues)(sort) ? sort : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a state: empty filters left out, page 1 has no `page`. Keeps `extra` (e.g. q) first. */
export function browseSearchOf(state: BrowseState, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const brand of state.brand) params.append('brand', brand);
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  for (const gb of state.storage) params.append('storage', String(gb));
  for (const colour of state.colour) params.append('colour', colour);
  for (const quality of state.quality) params.append('quality', quality);
  for (const attr of state.attr) params.append('attr', attr);
  if (state.available) params.set('available', 'true');
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function browseRequestOf(state: BrowseState): BrowseRequest {
  const minPrice = state.minPrice;
  // An upper bound below the lower one (typed in the URL) is dropped instead of failing the request.
  const maxPrice =
    minPrice !== undefined && state.maxPrice !== undefined && state.maxPrice < minPrice
      ? undefined
      : state.maxPrice;
  return {
    brand: state.brand.length ? state.brand : undefined,
    minPrice,
    maxPrice,
    storage: state.storage.length ? state.storage : undefined,
    colour: state.colour.length ? state.colour : undefined,
    quality: state.quality.length ? state.quality : undefined,
    attr: state.attr.length ? state.attr : undefined,
    available: state.available ? true : undefined,
    sort: state.sort,
    page: state.page,
    pageSize: BROWSE_PAGE_SIZE,
  };
}

export function hasFilters(state: BrowseState): boolean {
  return (
    state.brand.length > 0 ||
    state.minPrice !== undefined ||
    state.maxPrice !== undefined ||
    state.storage.length > 0 ||
    state.colour.length > 0 ||
    state.quality.length > 0 ||
    state.attr.length > 0 ||
    state.available
  );
}

export function withoutFilters(state: BrowseState): BrowseState {
  return {
    brand: [],
    storage: [],
    colour: [],
    quality: [],
    attr: [],
    available: false,
    sort: state.sort,
    page: 1,
  };
}

/** Adds or removes one value of a list filter. */
export function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

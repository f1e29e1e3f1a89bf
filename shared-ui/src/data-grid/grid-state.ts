// The state of a server-side grid and how it is written in the URL query, so a link reopens the
// same view: ?page=2&sort=-price&brand=apple&hide=ean,stock. Defaults are left out of the URL.

export interface GridState {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** A column id, `-` in front for descending; undefined: the api's default order. */
  sort?: string;
  /** The grid's filters by key; empty values are not filters. */
  filters: Record<string, string>;
  /** Ids of the columns the user hid. */
  hidden: string[];
}

export interface GridUrlOptions {
  /** The query keys that are this grid's filters (others in the URL are left alone). */
  filterKeys: readonly string[];
  defaultSort?: string;
  pageSize?: number;
}

export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;
// The grid's own keys; a filter may not use them.
const PAGE = 'page';
const PAGE_SIZE = 'pageSize';
const SORT = 'sort';
const HIDE = 'hide';

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
}

/** Reads the grid's state from a URL query; anything malformed falls back to the default. */
export function readGridState(params: URLSearchParams, options: GridUrlOptions): GridState {
  const filters: Record<string, string> = {};
  for (const key of options.filterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const hide = params.get(HIDE);
  return {
    page: positiveInt(params.get(PAGE), 1),
    pageSize: positiveInt(params.get(PAGE_SIZE), options.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sort: params.get(SORT) || options.defaultSort,
    filters,
    hidden: hide ? hide.split(',').filter(Boolean) : [],
  };
}

/**
 * The next state after a change: a new filter or sort shows different rows, so it starts again on
 * page 1 (page 7 of the old filter may not exist in the new one).
 */
export function patchGridState(state: GridState, patch: Partial<GridState>): GridState {
  const next = { ...state, ...patch };
  const filtersChanged = patch.filters !== undefined && !sameFilters(patch.filters, state.filters);
  const sortChanged = 'sort' in patch && patch.sort !== state.sort;
  const sizeChanged = patch.pageSize !== undefined && patch.pageSize !== state.pageSize;
  if ((filtersChanged || sortChanged || sizeChanged) && patch.page === undefined) next.page = 1;
  next.filters = Object.fromEntries(Object.entries(next.filters).filter(([, value]) => value !== ''));
  return next;
}

function sameFilters(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/** Writes the state into a copy of the URL query, keeping the keys that are not the grid's. */
export function writeGridState(
  params: URLSearchParams,
  state: GridState,
  options: GridUrlOptions,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set(PAGE, state.page > 1 ? String(state.page) : undefined);
  set(
    PAGE_SIZE,
    state.pageSize !== (options.pageSize ?? DEFAULT_PAGE_SIZE) ? String(state.pageSize) : undefined,
  );
  set(SORT, state.sort !== options.defaultSort ? state.sort : undefined);
  set(HIDE, state.hidden.length > 0 ? state.hidden.join(',') : undefined);
  for (const key of options.filterKeys) set(key, state.filters[key]);
  return next;
}

/** The query to send to the api: page, pageSize, sort and the non-empty filters. */
export function gridQueryOf(state: GridState): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page, pageSize: state.pageSize };
  if (state.sort) query.sort = state.sort;
  for (const [key, value] of Object.entries(state.filters)) if (value) query[key] = value;
  return query;
}

/** The sort of a column as the table's state knows it. */
export function sortingOf(sort: string | undefined): { id: string; desc: boolean }[] {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

export function sortOf(sorting: readonly { id: string; desc: boolean }[]): string | undefined {
  const [first] = sorting;
  if (!first) return undefined;
  return first.desc ? `-${first.id}` : first.id;
}

export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function serialise(value: Exclude<QueryValue, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * Arrays become repeated keys (`?id=1&id=2`, what Express and Django read as a list); undefined and
 * null are left out so optional filters can be passed as they are.
 */
export function toQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value !== undefined && value !== null) params.append(key, serialise(value));
    }
  }
  return params.toString();
}

export function appendQuery(url: string, query: QueryParams | undefined): string {
  const queryString = toQueryString(query);
  if (!queryString) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${queryString}`;
}

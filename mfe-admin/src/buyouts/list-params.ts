import { type BuyoutStatus, buyoutStatuses } from 'shared-domain/buyout';

// The list's filter and page live in the URL (?status=inspected&page=2): Back, reload and a shared
// link show the same list. Anything unreadable falls back to the first page of all buyouts.
export interface ListParams {
  page: number;
  status?: BuyoutStatus;
}

export function readListParams(search: URLSearchParams): ListParams {
  const status = search.get('status');
  const page = Number(search.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    status: (buyoutStatuses as readonly string[]).includes(status ?? '')
      ? (status as BuyoutStatus)
      : undefined,
  };
}

/** The query string of a list; the first page and "all statuses" are left out. */
export function listSearch({ page, status }: ListParams): string {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

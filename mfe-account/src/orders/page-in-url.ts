/** The page the address asks for (`?page=2`); anything but a whole number from 1 up means page 1. */
export function pageInUrl(search: URLSearchParams): number {
  const raw = search.get('page');
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The address of a page: page 1 is the bare path, so the overview has one canonical URL. */
export function pageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}
